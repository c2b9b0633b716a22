import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setApiBase, DEFAULT_API_BASE } from '@pasteleria/shared';
import { SafeHtml, sanitizerReady } from './safe-html';

// jsdom has no Element.setHTML (the browser's own sanitiser): these run the DOMPurify path. The
// setHTML path is Chromium's, in e2e/tests/rich-html.test.ts.

afterEach(() => setApiBase(DEFAULT_API_BASE));

const ATTACK = '<p>Rico <strong>pan</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

// First: DOMPurify is not loaded yet.
it('without a sanitiser of its own, the browser shows the HTML once DOMPurify has arrived', async () => {
  const waiting = jest.fn();
  function Waiting() {
    waiting();
    return <p>Cargando...</p>;
  }
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = render(
      <Suspense fallback={<Waiting />}>
        <SafeHtml html={ATTACK} />
      </Suspense>,
    ));
  });
  expect(waiting).toHaveBeenCalled();
  expect(screen.queryByText('Cargando...')).toBeNull();
  expect(container.querySelector('strong')).toHaveTextContent('pan');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).not.toHaveAttribute('onerror');
});

it('renders at once once sanitizerReady has resolved, as a screen that loads it with its code does', async () => {
  await sanitizerReady();
  const { container } = render(<SafeHtml html={ATTACK} />);
  expect(container.querySelector('strong')).toHaveTextContent('pan');
  expect(container.querySelector('script')).toBeNull();
});

it("points the API's stored pictures at the API's host when it is another one", async () => {
  await sanitizerReady();
  const html = '<p><img src="/img/post/a.webp"><img src="https://otro.mx/b.png"></p>';
  const { container, rerender } = render(<SafeHtml html={html} />);
  expect(container.querySelectorAll('img')[0]).toHaveAttribute('src', '/img/post/a.webp');
  setApiBase('https://api.pasteleria.mx/api/v1');
  rerender(<SafeHtml html={`${html} `} />);
  expect(container.querySelectorAll('img')[0]).toHaveAttribute('src', 'https://api.pasteleria.mx/img/post/a.webp');
  expect(container.querySelectorAll('img')[1]).toHaveAttribute('src', 'https://otro.mx/b.png');
});
