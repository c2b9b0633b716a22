import { getUser, listUsers, updateUser } from './users';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

it('listUsers and getUser: GET /admin/user and /admin/user/{id}', async () => {
  recorder.reply({ data: [{ id: 1 }] }, { data: { id: 1 } });
  await expect(listUsers()).resolves.toEqual([{ id: 1 }]);
  await expect(getUser(1)).resolves.toEqual({ id: 1 });
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /admin/user', 'GET /admin/user/1']);
});

it('updateUser: PUT /admin/user/{id} as JSON, an empty password left out', async () => {
  await updateUser(2, { name: 'Eva', email: 'eva@example.mx', role: 'admin', password: '' });
  await updateUser(2, { name: 'Eva', email: 'eva@example.mx', role: 'user', password: 'nueva-clave' });
  expect(recorder.requests.map((r) => [r.method, r.url, r.body])).toEqual([
    ['PUT', '/admin/user/2', { name: 'Eva', email: 'eva@example.mx', role: 'admin' }],
    ['PUT', '/admin/user/2', { name: 'Eva', email: 'eva@example.mx', role: 'user', password: 'nueva-clave' }],
  ]);
});
