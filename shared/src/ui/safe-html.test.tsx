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

it("keeps only the editor's markup: no names that shadow the page's globals, no other links or styles", async () => {
  await sanitizerReady();
  const html =
    '<p id="cabecera" class="ql-align-center portada" style="color: red; position: fixed; inset: 0">Hola</p>' +
    '<img name="createElement" src="/img/post/a.webp" alt="">' +
    '<a href="data:text/html,<b>hola</b>" ping="/registro">datos</a><a href="mailto:hola@pasteleria.mx">correo</a>' +
    '<form><button formaction="https://otro.mx">Enviar</button></form><div>En un <em>div</em></div>';
  const { container } = render(<SafeHtml html={html} />);
  const paragraph = container.querySelector('p');
  expect(paragraph).toHaveTextContent('Hola');
  expect(paragraph).not.toHaveAttribute('id');
  expect(paragraph).toHaveAttribute('class', 'ql-align-center');
  expect(paragraph).toHaveAttribute('style', 'color: red;');
  expect(container.querySelector('img')).not.toHaveAttribute('name');
  expect(typeof document.createElement).toBe('function');
  expect(screen.getByText('datos')).not.toHaveAttribute('href');
  expect(screen.getByText('datos')).not.toHaveAttribute('ping');
  expect(screen.getByText('correo')).toHaveAttribute('href', 'mailto:hola@pasteleria.mx');
  expect(container.querySelector('form, button')).toBeNull();
  expect(container.querySelector('em')).toHaveTextContent('div');
  expect(container).toHaveTextContent('En un div');
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
