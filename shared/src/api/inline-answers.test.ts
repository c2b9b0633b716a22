import { resetInlineAnswers } from './inline-answers';
import { getCategoria, getCategorias, getSlides } from './catalogue';
import { getPost } from './blog';
import { getContentEntries } from './content-entries';
import { answerNow } from './answered';
import { recordRequests } from '../testing/record-requests';

/** The first view's GETs are answered from the data the server wrote into the page, once. */
function writeInlineData(data: unknown) {
  document.body.innerHTML = `<script type="application/json" id="pasteleria-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  resetInlineAnswers();
}

afterEach(() => {
  document.body.innerHTML = '';
  resetInlineAnswers();
});

it('answers the first GET of a path from the page, then asks the server', async () => {
  writeInlineData({ answers: { '/public/slides': [{ id: 1, frase: '<b>Hola</b>' }] } });
  const api = recordRequests();
  api.reply({ data: [{ id: 2, frase: 'del servidor' }] });
  expect(await getSlides()).toEqual([{ id: 1, frase: '<b>Hola</b>' }]);
  expect(api.requests).toHaveLength(0);
  expect(await getSlides()).toEqual([{ id: 2, frase: 'del servidor' }]);
  expect(api.requests.map((r) => r.url)).toEqual(['/public/slides']);
  api.restore();
});

it('a path in alsoRequest is still requested (a post counts its visit), its inline answer shown at once', async () => {
  writeInlineData({
    answers: { '/public/blog/post/conchas': { id: 7, slug: 'conchas' } },
    alsoRequest: ['/public/blog/post/conchas'],
  });
  const api = recordRequests();
  api.reply({ data: { id: 7, slug: 'conchas', visits: 3 } });
  jest.useFakeTimers();
  expect(await getPost('conchas')).toEqual({ id: 7, slug: 'conchas' });
  await jest.advanceTimersByTimeAsync(1000);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /public/blog/post/conchas']);
  api.restore();
});

it('the alsoRequest call waits a second after the page has loaded, so it never competes with the first view', async () => {
  writeInlineData({
    answers: { '/public/blog/post/conchas': { id: 7, slug: 'conchas' } },
    alsoRequest: ['/public/blog/post/conchas'],
  });
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const api = recordRequests();
  expect(await getPost('conchas')).toEqual({ id: 7, slug: 'conchas' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.requests).toHaveLength(0);
  jest.useFakeTimers();
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(999);
  expect(api.requests).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /public/blog/post/conchas']);
  readyState.mockRestore();
  api.restore();
});

it('without inline data, or for other paths, every call goes to the server', async () => {
  writeInlineData({ answers: { '/public/slides': [] } });
  const api = recordRequests();
  api.reply({ data: [{ id: 1 }] });
  expect(await getCategorias()).toEqual([{ id: 1 }]);
  expect(api.requests).toHaveLength(1);
  api.restore();
});

it('the first view can read an inline answer at once, through the shaping of each call', async () => {
  writeInlineData({
    answers: {
      '/public/categorias/pasteles': { categoria: { id: 1, nombre: 'Pasteles' }, productos: 'no es lista' },
      '/public/blog/posts': { data: [{ id: 3 }] },
      '/public/blog/paginas': [{ id: 4 }],
    },
  });
  expect(answerNow(getCategoria('pasteles'))).toEqual({
    value: { categoria: { id: 1, nombre: 'Pasteles' }, productos: [] },
  });
  expect(answerNow(getContentEntries())).toEqual({
    value: [
      { kind: 'post', entry: { id: 3 } },
      { kind: 'pagina', entry: { id: 4 } },
    ],
  });
  // Served once: the next call goes to the server, and is a plain promise.
  const api = recordRequests();
  api.reply({ data: [] });
  const fromServer = getContentEntries();
  expect(answerNow(fromServer)).toBeUndefined();
  await fromServer;
  api.restore();
});
