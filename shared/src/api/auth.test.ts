import { getMe, login, logout } from './auth';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.clear();
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const user = { id: 1, name: 'Ana', email: 'ana@example.mx', roles: [{ name: 'admin' }] };

it('login: POST /auth/login with {email, password} as JSON', async () => {
  recorder.reply({ data: { success: true, token: 't', user } });
  await expect(login({ email: 'ana@example.mx', password: 'secreto' })).resolves.toEqual({
    success: true,
    token: 't',
    user,
  });
  const request = recorder.only();
  expect([request.method, request.url]).toEqual(['POST', '/auth/login']);
  expect(request.body).toEqual({ email: 'ana@example.mx', password: 'secreto' });
  expect(String(request.headers['Content-Type'])).toMatch(/^application\/json/);
});

it('logout: POST /auth/logout with the given token even when storage is already clear', async () => {
  await logout('viejo');
  const request = recorder.only();
  expect([request.method, request.url, request.body]).toEqual(['POST', '/auth/logout', undefined]);
  expect(request.headers.Authorization).toBe('Bearer viejo');
});

it('getMe: GET /auth/me, a bare user or {user}', async () => {
  recorder.reply({ data: user }, { data: { user } });
  await expect(getMe()).resolves.toEqual(user);
  await expect(getMe()).resolves.toEqual(user);
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /auth/me', 'GET /auth/me']);
});
