import { getBranches, searchBranches } from './branches';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const branch = { id: 3, nombre: 'Centro' };

it('getBranches: GET /public/empresas/{n}, 5 by default', async () => {
  recorder.reply({ data: [branch] });
  await expect(getBranches()).resolves.toEqual([branch]);
  await getBranches(12);
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /public/empresas/5',
    'GET /public/empresas/12',
  ]);
});

it('searchBranches: POST /public/empresas/search with exactly {text}, even when empty', async () => {
  recorder.reply({ data: [branch] });
  await expect(searchBranches('cen')).resolves.toEqual([branch]);
  await searchBranches('');
  expect(recorder.requests.map((r) => [r.method, r.url, r.body])).toEqual([
    ['POST', '/public/empresas/search', { text: 'cen' }],
    ['POST', '/public/empresas/search', { text: '' }],
  ]);
});
