import { useAuthStore } from './auth-store';
import { adminApi } from '../api/admin-api';
import { getCategorias } from '../api/catalogue';
import { recordRequests } from '../testing/record-requests';
import { deferred } from '../testing/mock-api';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.setState({ token: null, user: null });
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const admin = { id: 1, name: 'Ana', email: 'ana@example.mx', roles: [{ name: 'admin' }] };
const other = { id: 2, name: 'Beto', email: 'beto@example.mx', roles: [{ name: 'admin' }] };

/** Lets every request already started reach the adapter (and so carry its token). */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Signs in as `other` through the store, as the login page does. */
const signInAgain = () => useAuthStore.getState().login('beto@example.mx', 'secreto');
const loginAnswer = { data: { success: true, token: 'nuevo', user: other } };

const signIn = () => {
  sessionStorage.setItem('token', 'tk');
  useAuthStore.setState({ token: 'tk', user: admin });
};

describe('initial state', () => {
  it('reads the token from sessionStorage', () => {
    sessionStorage.setItem('token', 'guardado');
    jest.isolateModules(() => {
      const { useAuthStore: fresh } = jest.requireActual<typeof import('./auth-store')>('./auth-store');
      expect(fresh.getState()).toMatchObject({ token: 'guardado', user: null });
    });
  });
});

describe('login', () => {
  it('posts the credentials, stores the token in sessionStorage and the user in the store', async () => {
    recorder.reply({ data: { success: true, token: 'nuevo', user: admin } });
    await expect(useAuthStore.getState().login('ana@example.mx', 'secreto')).resolves.toEqual(admin);
    expect(recorder.only()).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { email: 'ana@example.mx', password: 'secreto' },
    });
    expect(sessionStorage.getItem('token')).toBe('nuevo');
    expect(useAuthStore.getState()).toMatchObject({ token: 'nuevo', user: admin });
  });

  it('later calls carry the new token', async () => {
    recorder.reply({ data: { success: true, token: 'nuevo', user: admin } });
    await useAuthStore.getState().login('ana@example.mx', 'secreto');
    await adminApi.slide.list();
    expect(recorder.requests[1]!.headers.Authorization).toBe('Bearer nuevo');
  });

  it('throws and stores nothing on wrong credentials', async () => {
    recorder.reply({ status: 401, data: { message: 'Credenciales inválidas' } });
    await expect(useAuthStore.getState().login('ana@example.mx', 'mal')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('throws when a 2xx answer carries no token', async () => {
    recorder.reply({ data: { success: false } });
    await expect(useAuthStore.getState().login('a@b.mx', 'x')).rejects.toThrow();
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('the session cookie the server draws the back office with', () => {
  it('is written with the token on sign-in, for the back office only, and cleared on sign-out', async () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    recorder.reply({ data: { success: true, token: 'nuevo/1', user: admin } });
    await useAuthStore.getState().login('ana@example.mx', 'secreto');
    expect(written).toHaveBeenLastCalledWith('pasteleria_sesion=nuevo%2F1; Path=/admin; SameSite=Strict');
    useAuthStore.getState().clearSession();
    expect(written).toHaveBeenLastCalledWith('pasteleria_sesion=; Path=/admin; SameSite=Strict; Max-Age=0');
    written.mockRestore();
  });

  it('is written again as a tab still signed in loads, never cleared by one that is not', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    jest.isolateModules(() => jest.requireActual('./auth-store'));
    expect(written).not.toHaveBeenCalled();
    sessionStorage.setItem('token', 'guardado');
    jest.isolateModules(() => jest.requireActual('./auth-store'));
    expect(written).toHaveBeenCalledWith('pasteleria_sesion=guardado; Path=/admin; SameSite=Strict');
    written.mockRestore();
  });
});

describe('logout', () => {
  it('clears sessionStorage and state, and revokes the token on the server', async () => {
    signIn();
    await useAuthStore.getState().logout();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(recorder.only()).toMatchObject({ method: 'POST', url: '/auth/logout' });
    expect(recorder.only().headers.Authorization).toBe('Bearer tk');
  });

  it('is best-effort: a server failure still signs out', async () => {
    signIn();
    recorder.reply('network-error');
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('makes no call without a session', async () => {
    await useAuthStore.getState().logout();
    expect(recorder.requests).toHaveLength(0);
  });

  it("ends the admin's preview", async () => {
    signIn();
    sessionStorage.setItem('preview', JSON.stringify({ id: 7, remote: 'remote_blog', version: '0.2.0' }));
    await useAuthStore.getState().logout();
    expect(sessionStorage.getItem('preview')).toBeNull();
  });
});

describe('loadUser', () => {
  it('with a token and no user: GET /auth/me and keeps the user', async () => {
    sessionStorage.setItem('token', 'tk');
    useAuthStore.setState({ token: 'tk' });
    recorder.reply({ data: admin });
    await expect(useAuthStore.getState().loadUser()).resolves.toEqual(admin);
    expect(recorder.only()).toMatchObject({ method: 'GET', url: '/auth/me' });
    expect(recorder.only().headers.Authorization).toBe('Bearer tk');
    expect(useAuthStore.getState().user).toEqual(admin);
  });

  it('makes one call for simultaneous callers, none when the user is known or there is no token', async () => {
    useAuthStore.setState({ token: 'tk' });
    recorder.reply({ data: admin });
    const [a, b] = await Promise.all([useAuthStore.getState().loadUser(), useAuthStore.getState().loadUser()]);
    expect(a).toEqual(admin);
    expect(b).toEqual(admin);
    await useAuthStore.getState().loadUser();
    useAuthStore.setState({ token: null, user: null });
    await expect(useAuthStore.getState().loadUser()).resolves.toBeNull();
    expect(recorder.requests).toHaveLength(1);
  });

  it('on 401 logs out', async () => {
    sessionStorage.setItem('token', 'caducado');
    useAuthStore.setState({ token: 'caducado' });
    recorder.reply({ status: 401 });
    await expect(useAuthStore.getState().loadUser()).resolves.toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('ignores an answer for the old token that arrives after signing in as someone else', async () => {
    sessionStorage.setItem('token', 'viejo');
    useAuthStore.setState({ token: 'viejo' });
    const me = deferred();
    recorder.reply(me.reply(), loginAnswer);
    const forOld = useAuthStore.getState().loadUser();
    await sent();
    await signInAgain();
    me.resolve({ data: admin });
    await expect(forOld).resolves.toBeNull();
    expect(recorder.requests[0]!.headers.Authorization).toBe('Bearer viejo');
    expect(useAuthStore.getState()).toMatchObject({ token: 'nuevo', user: other });
  });

  it('does not hand a new token the call still in flight for the old one', async () => {
    sessionStorage.setItem('token', 'viejo');
    useAuthStore.setState({ token: 'viejo' });
    const forOldMe = deferred();
    const forNewMe = deferred();
    recorder.reply(forOldMe.reply(), forNewMe.reply());
    const forOld = useAuthStore.getState().loadUser();
    await sent();
    // Another session begins without its user yet (e.g. signed out, then a token from elsewhere).
    useAuthStore.getState().clearSession();
    sessionStorage.setItem('token', 'nuevo');
    useAuthStore.setState({ token: 'nuevo' });
    const forNew = useAuthStore.getState().loadUser();
    await sent();
    forOldMe.resolve({ data: admin });
    await expect(forOld).resolves.toBeNull();
    const alsoForNew = useAuthStore.getState().loadUser(); // still shares the new call
    forNewMe.resolve({ data: other });
    await expect(forNew).resolves.toEqual(other);
    await expect(alsoForNew).resolves.toEqual(other);
    expect(recorder.requests.map((r) => r.headers.Authorization)).toEqual(['Bearer viejo', 'Bearer nuevo']);
    expect(useAuthStore.getState()).toMatchObject({ token: 'nuevo', user: other });
  });

  it('a late 401 for the old token keeps the session signed in meanwhile', async () => {
    sessionStorage.setItem('token', 'viejo');
    useAuthStore.setState({ token: 'viejo' });
    const me = deferred();
    recorder.reply(me.reply(), loginAnswer);
    const forOld = useAuthStore.getState().loadUser();
    await sent();
    await signInAgain();
    me.resolve({ status: 401 });
    await expect(forOld).resolves.toBeNull();
    expect(sessionStorage.getItem('token')).toBe('nuevo');
    expect(useAuthStore.getState()).toMatchObject({ token: 'nuevo', user: other });
  });

  it('keeps the session when the server is unreachable', async () => {
    useAuthStore.setState({ token: 'tk' });
    recorder.reply('network-error');
    await expect(useAuthStore.getState().loadUser()).resolves.toBeNull();
    expect(useAuthStore.getState().token).toBe('tk');
  });
});

describe('a 401 from an admin call', () => {
  it('clears sessionStorage and the store', async () => {
    signIn();
    recorder.reply({ status: 401 });
    await expect(adminApi.categoria.list()).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('a late 401 to a request made with an older token keeps the newer session', async () => {
    signIn();
    const reply = deferred();
    recorder.reply(reply.reply(), loginAnswer);
    const late = adminApi.categoria.list();
    await sent();
    await signInAgain();
    reply.resolve({ status: 401 });
    await expect(late).rejects.toMatchObject({ response: { status: 401 } });
    expect(recorder.requests[0]!.headers.Authorization).toBe('Bearer tk');
    expect(sessionStorage.getItem('token')).toBe('nuevo');
    expect(useAuthStore.getState()).toMatchObject({ token: 'nuevo', user: other });
  });

  it('a 401 from a public call or a 403 from an admin call keeps the session', async () => {
    signIn();
    recorder.reply({ status: 401 }, { status: 403 });
    await expect(getCategorias()).rejects.toBeDefined();
    await expect(adminApi.producto.get(1)).rejects.toBeDefined();
    expect(useAuthStore.getState()).toMatchObject({ token: 'tk', user: admin });
  });
});
