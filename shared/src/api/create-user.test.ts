import { createUser } from './create-user';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

it('createUser: POST /admin/user as JSON with name, email, role and password', async () => {
  recorder.reply({ data: { id: 7, name: 'Eva', email: 'eva@example.mx', roles: [{ name: 'user' }] } });
  await expect(
    createUser({ name: 'Eva', email: 'eva@example.mx', role: 'user', password: 'clave-segura' }),
  ).resolves.toMatchObject({ id: 7 });
  expect(recorder.requests.map((r) => [r.method, r.url, r.body])).toEqual([
    ['POST', '/admin/user', { name: 'Eva', email: 'eva@example.mx', role: 'user', password: 'clave-segura' }],
  ]);
});
