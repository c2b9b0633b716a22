import { getPagina, getPaginas, getPost, getPosts } from './blog';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const post = { id: 1, slug: 'hola', title: 'Hola' };

it('getPosts: GET /public/blog/posts, the array inside {data} (our API today)', async () => {
  recorder.reply({ data: { data: [post] } });
  await expect(getPosts()).resolves.toEqual([post]);
  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/blog/posts' });
});

it("getPosts: a bare array (the shop's API, and ours later)", async () => {
  recorder.reply({ data: [post] });
  await expect(getPosts()).resolves.toEqual([post]);
  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/blog/posts' });
});

it('getPosts: any other shape is an empty list', async () => {
  recorder.reply({ data: null }, { data: {} }, { data: { data: null } }, { data: { data: 'x' } }, { data: 'texto' });
  for (let i = 0; i < 5; i++) await expect(getPosts()).resolves.toEqual([]);
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
