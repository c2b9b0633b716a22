import { resetInlineAnswers } from './inline-answers';
import { getCategorias, getSlides } from './catalogue';
import { getPost } from './blog';
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
