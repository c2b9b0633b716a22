import { render, screen } from '@testing-library/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, useAuthStore } from '@pasteleria/shared';
import { recordRequests, type FakeReply } from '@pasteleria/shared/testing';
import { mayHydrate, PreviewSlot, setPreviewBanner } from '../preview/preview-slot';
import { loadConfig } from './load-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedRegisterRemotes = jest.mocked(registerRemotes);

const SITE = { name: 'Pastelería de Prueba', whatsappPhone: '5215500000000', socialUrl: 'https://social.example/p' };
/** The config the server wrote into the page: the live releases. */
const LIVE = {
  apiBase: '/api/v1',
  remotes: {
    remote_public: '/remotes/public/1.0.0-aaaa/mf-manifest.json',
    remote_blog: '/remotes/blog/1.0.0-bbbb/mf-manifest.json',
    remote_admin: '/remotes/admin/1.0.0-cccc/mf-manifest.json',
  },
  site: SITE,
  remoteEntries: { remote_blog: '/remotes/blog/1.0.0-bbbb/remoteEntry.js' },
};
const BLOG_PREVIEW = { id: 7, remote: 'remote_blog', version: '2.0.0-dddd' } as const;
/** GET /admin/releases/7/config: the same site with release 7 in place of the live blog. */
const PREVIEW_CONFIG = {
  ...LIVE,
  remotes: { ...LIVE.remotes, remote_blog: '/remotes/blog/2.0.0-dddd/mf-manifest.json' },
  remoteEntries: { remote_blog: '/remotes/blog/2.0.0-dddd/remoteEntry.js' },
  preview: BLOG_PREVIEW,
};

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  document.body.innerHTML = `<script type="application/json" id="pasteleria-config">${JSON.stringify(LIVE)}</script>`;
  sessionStorage.clear();
  useAuthStore.setState({ token: null, user: null });
  setPreviewBanner(null);
  mockedRegisterRemotes.mockClear();
  recorder = recordRequests();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  recorder.restore();
  jest.restoreAllMocks();
});

function previewing(stored: unknown = BLOG_PREVIEW, token: string | null = 'tk') {
  sessionStorage.setItem('preview', typeof stored === 'string' ? stored : JSON.stringify(stored));
  if (token) sessionStorage.setItem('token', token);
  useAuthStore.setState({ token });
}

/** The preview banner the layouts show (null when none). */
function banner() {
  render(<PreviewSlot />);
  return screen.queryByRole('region', { name: 'Vista previa' });
}

/** The live config, as the page runs it: nothing asked of the API, no preview banner. */
function expectLive(config: unknown) {
  expect(config).toEqual(LIVE);
  expect(getRuntimeConfig()).toEqual(LIVE);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([
    { name: 'remote_blog', entry: '/remotes/blog/1.0.0-bbbb/remoteEntry.js' },
  ]);
  expect(banner()).toBeNull();
}

it('without a preview: the config the page carries, and no call to the API', async () => {
  sessionStorage.setItem('token', 'tk');
  useAuthStore.setState({ token: 'tk' });
  expectLive(await loadConfig());
  expect(recorder.requests).toHaveLength(0);
});

it("previewing with a session: the API's config for that release, asked with the admin's token", async () => {
  previewing();
  recorder.reply({ data: PREVIEW_CONFIG });
  const config = await loadConfig();

  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/admin/releases/7/config' });
  expect(recorder.only().headers.Authorization).toBe('Bearer tk');
  const { preview: _, ...runtime } = PREVIEW_CONFIG;
  expect(config).toEqual(runtime);
  expect(getRuntimeConfig()).toEqual(runtime);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([
    { name: 'remote_blog', entry: '/remotes/blog/2.0.0-dddd/remoteEntry.js' },
  ]);
  expect(banner()).toHaveTextContent('Vista previa: remote_blog 2.0.0-dddd');
  expect(sessionStorage.getItem('preview')).not.toBeNull();
});

it.each<[string, FakeReply]>([
  ['401 (the session is over)', { status: 401, data: { message: 'No autorizado' } }],
  ['403', { status: 403, data: { message: 'Prohibido' } }],
  ['404 (no such release)', { status: 404, data: { message: 'No existe esa versión.' } }],
  ['500', { status: 500 }],
  ['a network failure', 'network-error'],
  ['another release', { data: { ...PREVIEW_CONFIG, preview: { ...BLOG_PREVIEW, id: 8 } } }],
  ['no config at all', { data: '<!doctype html>' }],
])('an answer of %s ends the preview; the page runs the live releases', async (_, reply) => {
  previewing();
  recorder.reply(reply);
  expectLive(await loadConfig());
  expect(recorder.requests).toHaveLength(1);
  expect(sessionStorage.getItem('preview')).toBeNull();
});

it('a preview without a session is over: ended, and nothing asked', async () => {
  previewing(BLOG_PREVIEW, null);
  expectLive(await loadConfig());
  expect(recorder.requests).toHaveLength(0);
  expect(sessionStorage.getItem('preview')).toBeNull();
});

it('garbage under the preview key is no preview', async () => {
  previewing('{"id":"siete"');
  expectLive(await loadConfig());
  expect(recorder.requests).toHaveLength(0);
});

describe('a page the server drew with the live releases, in a tab previewing release 7', () => {
  const LIVE_DRAWING = '<main><h1>Blog y Contenidos</h1></main>';
  let fetchPage: jest.Mock;
  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', `<div id="root">${LIVE_DRAWING}</div>`);
    fetchPage = jest.fn();
    Object.defineProperty(window, 'fetch', { value: fetchPage, configurable: true, writable: true });
    previewing();
    recorder.reply({ data: PREVIEW_CONFIG });
  });
  const root = () => document.getElementById('root');

  it("asks for the page drawn with that release (the admin's token, the release's id), and hydrates that drawing", async () => {
    const drawn = '<div id="root"><main><h1>Blog de otoño</h1></main></div>';
    fetchPage.mockResolvedValue(new Response(`<!doctype html><html><body>${drawn}</body></html>`, { status: 200 }));
    await loadConfig();
    const [url, init] = fetchPage.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(window.location.href);
    expect(init.headers).toEqual({ authorization: 'Bearer tk', 'x-pasteleria-preview': '7' });
    expect(root()?.innerHTML).toBe('<main><h1>Blog de otoño</h1></main>');
    expect(mayHydrate()).toBe(true);
  });

  it.each([
    ['a refusal', () => Promise.resolve(new Response('{"message":"No autenticado."}', { status: 401 }))],
    ['a page drawn in the browser', () => Promise.resolve(new Response('<div id="root"></div>', { status: 200 }))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s, the live drawing stays until React draws the preview anew', async (_, answer) => {
    fetchPage.mockImplementation(answer);
    await loadConfig();
    expect(root()?.innerHTML).toBe(LIVE_DRAWING);
    expect(mayHydrate()).toBe(false);
    expect(banner()).toHaveTextContent('Vista previa: remote_blog 2.0.0-dddd');
  });
});
