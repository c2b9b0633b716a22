import { DEFAULT_API_BASE, setApiBase } from '../api/api-settings';
import { useAuthStore } from '../auth/auth-store';
import { recordBeacons, type RecordedBeacons } from '../testing/beacons';
import { sendSiteEvent } from './send-site-event';

let beacons: RecordedBeacons;
/** The idle callbacks the sender asked for, run by the test when it wants. */
let idleCallbacks: Array<() => void>;

beforeEach(() => {
  beacons = recordBeacons();
  idleCallbacks = [];
  window.requestIdleCallback = (callback) => idleCallbacks.push(() => callback({} as IdleDeadline));
  useAuthStore.setState({ token: null, user: null });
});
afterEach(() => {
  // Whatever a test left queued goes now, so the next one starts with nothing waiting.
  idleCallbacks.forEach((run) => run());
  beacons.restore();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  setApiBase(DEFAULT_API_BASE);
});

const runIdle = () => idleCallbacks.splice(0).forEach((run) => run());

function pageStillLoading() {
  return jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('sendSiteEvent', () => {
  it('waits for the page to load and the browser to be idle, then sends one beacon per event', () => {
    const loading = pageStillLoading();
    sendSiteEvent({ tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' });
    sendSiteEvent({ tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 });
    runIdle();
    expect(beacons.sent).toEqual([]);

    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(beacons.sent).toEqual([]);

    runIdle();
    expect(beacons.sent.map(({ url }) => url)).toEqual(['/api/v1/public/eventos', '/api/v1/public/eventos']);
    expect(beacons.sent.every(({ body }) => typeof body === 'string')).toBe(true);
    expect(beacons.events()).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ]);
  });

  it('sends later events when the browser is next idle', () => {
    sendSiteEvent({ tipo: 'vista', ruta: '/' });
    runIdle();
    sendSiteEvent({ tipo: 'whatsapp', ruta: '/' });
    expect(beacons.events()).toEqual([{ tipo: 'vista', ruta: '/' }]);
    runIdle();
    expect(beacons.events()).toEqual([
      { tipo: 'vista', ruta: '/' },
      { tipo: 'whatsapp', ruta: '/' },
    ]);
  });

  it('goes to the API base of the config', () => {
    setApiBase('https://api.example.com/api/v1/');
    sendSiteEvent({ tipo: 'comentario', ruta: '/' });
    runIdle();
    expect(beacons.sent.map(({ url }) => url)).toEqual(['https://api.example.com/api/v1/public/eventos']);
  });

  it('in a browser without requestIdleCallback, sends on the next task', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    sendSiteEvent({ tipo: 'vista', ruta: '/blog' });
    expect(beacons.sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacons.events()).toEqual([{ tipo: 'vista', ruta: '/blog' }]);
  });

  it('sends what it holds at once when the page is left', () => {
    sendSiteEvent({ tipo: 'whatsapp', ruta: '/blog' });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons.events()).toEqual([{ tipo: 'whatsapp', ruta: '/blog' }]);
    visibility.mockRestore();
    runIdle();
    expect(beacons.sent).toHaveLength(1);
  });

  it('sends nothing from a page left before it loaded', () => {
    const loading = pageStillLoading();
    sendSiteEvent({ tipo: 'vista', ruta: '/' });
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons.sent).toEqual([]);
    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
  });

  it('sends nothing while the browser is signed in to the back office', () => {
    useAuthStore.setState({ token: 'tok-admin' });
    sendSiteEvent({ tipo: 'vista', ruta: '/' });
    runIdle();
    // Signed in after the event was queued: still nothing.
    useAuthStore.setState({ token: null });
    sendSiteEvent({ tipo: 'vista', ruta: '/blog' });
    useAuthStore.setState({ token: 'tok-admin' });
    runIdle();
    expect(beacons.sent).toEqual([]);
  });

  it("sends nothing about the admin's own pages", () => {
    for (const ruta of ['/login', '/admin', '/admin/', '/admin/producto/edit/3'])
      sendSiteEvent({ tipo: 'vista', ruta });
    sendSiteEvent({ tipo: 'vista', ruta: '/administracion' });
    runIdle();
    expect(beacons.events()).toEqual([{ tipo: 'vista', ruta: '/administracion' }]);
  });

  it('does nothing in a browser without sendBeacon', () => {
    beacons.restore();
    expect('sendBeacon' in navigator).toBe(false);
    expect(() => sendSiteEvent({ tipo: 'vista', ruta: '/' })).not.toThrow();
    expect(idleCallbacks).toEqual([]);
  });

  it('cuts a path to the 300 characters the API takes', () => {
    sendSiteEvent({ tipo: 'vista', ruta: `/blog/post/${'a'.repeat(400)}` });
    runIdle();
    expect(beacons.events()[0]?.ruta).toHaveLength(300);
  });

  it('keeps nothing in the browser: no cookie, no local or session storage', () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    const stored = jest.spyOn(Storage.prototype, 'setItem');
    sendSiteEvent({ tipo: 'vista', ruta: '/', origen: 'www.google.com' });
    sendSiteEvent({ tipo: 'whatsapp', ruta: '/' });
    runIdle();
    expect(beacons.sent).toHaveLength(2);
    expect(cookie).not.toHaveBeenCalled();
    expect(stored).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });
});
