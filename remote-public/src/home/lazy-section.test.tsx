import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazySection } from './lazy-section';

type Entry = { isIntersecting: boolean; boundingClientRect: { bottom: number }; rootBounds: { top: number } };
type Callback = (entries: Entry[]) => void;
let observed: Callback | null = null;

beforeEach(() => {
  observed = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderSection() {
  return render(
    <LazySection minHeight="30rem" withoutScripts="Activa JavaScript para ver esta sección.">
      <p>Sección cargada</p>
    </LazySection>,
  );
}

it('keeps its place, without its content, until it comes near the screen', () => {
  const { container } = renderSection();
  expect(screen.queryByText('Sección cargada')).not.toBeInTheDocument();
  expect(container.firstChild).toHaveStyle({ minHeight: '30rem' });

  // Below the screen, then near it (the observer's root is the screen, widened by its margin).
  act(() => observed!([{ isIntersecting: false, boundingClientRect: { bottom: 1900 }, rootBounds: { top: -100 } }]));
  expect(screen.queryByText('Sección cargada')).not.toBeInTheDocument();
  act(() => observed!([{ isIntersecting: true, boundingClientRect: { bottom: 900 }, rootBounds: { top: -100 } }]));
  expect(screen.getByText('Sección cargada')).toBeInTheDocument();
});

it('loads at once when the visitor scrolled past its place before the scripts started', () => {
  renderSection();
  // The observer's first report: the place is wholly above the screen.
  act(() => observed!([{ isIntersecting: false, boundingClientRect: { bottom: -700 }, rootBounds: { top: -100 } }]));
  expect(screen.getByText('Sección cargada')).toBeInTheDocument();
});

it('loads on the first key press, e.g. a keyboard user tabbing down the page', () => {
  renderSection();
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(screen.getByText('Sección cargada')).toBeInTheDocument();
});
