import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazySection } from './lazy-section';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
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

  act(() => observed!([{ isIntersecting: false }]));
  expect(screen.queryByText('Sección cargada')).not.toBeInTheDocument();
  act(() => observed!([{ isIntersecting: true }]));
  expect(screen.getByText('Sección cargada')).toBeInTheDocument();
});

it('loads on the first key press, e.g. a keyboard user tabbing down the page', () => {
  renderSection();
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(screen.getByText('Sección cargada')).toBeInTheDocument();
});
