import { getPagina, getPaginas, getPost, getPosts } from './blog';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const post = { id: 1, slug: 'hola', title: 'Hola' };

it('getPosts: GET /public/blog/posts and returns the array inside {data}', async () => {
  recorder.reply({ data: { data: [post] } }, { data: [post] }, { data: null });
  await expect(getPosts()).resolves.toEqual([post]);
  await expect(getPosts()).resolves.toEqual([]);
  await expect(getPosts()).resolves.toEqual([]);
  expect(recorder.requests[0]).toMatchObject({ method: 'GET', url: '/public/blog/posts' });
});

it('getPaginas: GET /public/blog/paginas', async () => {
  recorder.reply({ data: [post] });
  await expect(getPaginas()).resolves.toEqual([post]);
  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/blog/paginas' });
});

it('getPost and getPagina: GET by slug', async () => {
  recorder.reply({ data: post }, { data: post });
  await expect(getPost('hola')).resolves.toEqual(post);
  await expect(getPagina('quienes-somos')).resolves.toEqual(post);
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /public/blog/post/hola',
    'GET /public/blog/pagina/quienes-somos',
  ]);
});
