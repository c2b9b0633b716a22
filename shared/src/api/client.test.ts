import { apiClient } from './axios-client';
import { onUnauthorized, setApiBase } from './api-settings';
import { getCategorias } from './catalogue';
import { listUsers } from './users';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.clear();
  recorder = recordRequests();
});
afterEach(() => {
  recorder.restore();
  setApiBase('/api/v1');
});

describe('apiClient', () => {
  it('calls /api/v1 with no timeout and JSON accepted', async () => {
    await getCategorias();
    const request = recorder.only();
    expect(request.baseURL).toBe('/api/v1');
    expect(request.timeout).toBe(0);
    expect(request.headers.Accept).toBe('application/json');
  });

  it('sends no Authorization header when sessionStorage has no token', async () => {
    await listUsers();
    expect(recorder.only().headers).not.toHaveProperty('Authorization');
  });

  it('sends Bearer <token> read from sessionStorage at request time', async () => {
    await getCategorias();
    sessionStorage.setItem('token', 'abc123');
    await listUsers();
    sessionStorage.removeItem('token');
    await listUsers();
    expect(recorder.requests.map((r) => r.headers.Authorization)).toEqual([undefined, 'Bearer abc123', undefined]);
  });

  it('setApiBase points later calls at the configured base', async () => {
    setApiBase('https://api.example.mx/api/v1/');
    await getCategorias();
    expect(apiClient.defaults.baseURL).toBe('https://api.example.mx/api/v1');
    expect(recorder.only().baseURL).toBe('https://api.example.mx/api/v1');
  });
});

describe('onUnauthorized', () => {
  const call = (method: 'get' | 'post', url: string) => apiClient.request({ method, url }).catch(() => undefined);

  it('fires on a 401 from /admin/… and /auth/me, not from public calls or the login itself', async () => {
    const handler = jest.fn();
    const stop = onUnauthorized(handler);
    recorder.reply({ status: 401 }, { status: 401 }, { status: 401 }, { status: 401 }, { status: 403 });
    await call('get', '/admin/categoria');
    await call('get', '/auth/me');
    await call('get', '/public/categorias');
    await call('post', '/auth/login');
    await call('get', '/admin/user');
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
    recorder.reply({ status: 401 });
    await call('get', '/admin/slide');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('tells the handler which token the failing request carried', async () => {
    const handler = jest.fn();
    const stop = onUnauthorized(handler);
    recorder.reply({ status: 401 }, { status: 401 });
    sessionStorage.setItem('token', 'abc');
    await call('get', '/admin/categoria');
    sessionStorage.removeItem('token');
    await call('get', '/auth/me');
    stop();
    expect(handler.mock.calls).toEqual([['abc'], [null]]);
  });

  it('still rejects, so the caller sees the error', async () => {
    recorder.reply({ status: 401 });
    await expect(listUsers()).rejects.toMatchObject({ response: { status: 401 } });
  });
});
