import { getContentEntries } from './content-entries';
import { recordRequests } from '../testing/record-requests';
import { pagina, post } from '../testing/fixtures';

it('getContentEntries: both lists, posts first, each tagged with its kind', async () => {
  const recorder = recordRequests();
  recorder.reply({ data: { data: [post()] } }, { data: [pagina()] });
  const entries = await getContentEntries();
  recorder.restore();
  expect(entries).toEqual([
    { kind: 'post', entry: post() },
    { kind: 'pagina', entry: pagina() },
  ]);
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /public/blog/posts',
    'GET /public/blog/paginas',
  ]);
});
