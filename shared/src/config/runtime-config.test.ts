import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 404, json: async () => body });

it('reads /config.json without the browser cache', async () => {
  fetchMock.mockResolvedValue(answer({}));
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
});

it('keeps the given fields and fills the missing ones with defaults', async () => {
  fetchMock.mockResolvedValue(
    answer({
      apiBase: 'https://api.example.mx/api/v1',
      remotes: { remote_blog: 'https://cdn.mx/blog/mf-manifest.json' },
      site: { name: 'Otra', timeZone: 'Europe/Madrid' },
    }),
  );
  const config = await loadRuntimeConfig('/otro.json');
  expect(fetchMock).toHaveBeenNthCalledWith(1, '/otro.json', expect.anything());
  expect(config).toEqual({
    apiBase: 'https://api.example.mx/api/v1',
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, remote_blog: 'https://cdn.mx/blog/mf-manifest.json' },
    site: {
      name: 'Otra',
      whatsappPhone: '5215512345678',
      socialUrl: 'https://www.facebook.com/pasteleria.laesperanza',
      timeZone: 'Europe/Madrid',
    },
  });
  expect(getRuntimeConfig()).toBe(config);
});

it('the defaults', () => {
  expect(DEFAULT_RUNTIME_CONFIG.apiBase).toBe('/api/v1');
  expect(DEFAULT_RUNTIME_CONFIG.site).toEqual({
    name: 'Pastelería La Esperanza',
    whatsappPhone: '5215512345678',
    socialUrl: 'https://www.facebook.com/pasteleria.laesperanza',
  });
});

it.each([
  ['a 404', () => fetchMock.mockResolvedValue(answer(null, false))],
  ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  [
    'malformed JSON',
    () =>
      fetchMock.mockResolvedValue({
        ok: true,
        status: 200,
        json: async () => {
          throw new SyntaxError('bad');
        },
      }),
  ],
  ['a JSON null', () => fetchMock.mockResolvedValue(answer(null))],
  ['fields of the wrong type', () => fetchMock.mockResolvedValue(answer({ apiBase: 42, site: { name: '' } }))],
])('gives the defaults on %s', async (_case, arrange) => {
  arrange();
  await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
});

it('reads the config the server wrote into the page, without fetching /config.json', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  document.body.innerHTML =
    '<script type="application/json" id="pasteleria-config">{"apiBase":"/api/v2","site":{"name":"Otra"},"remoteEntries":{"remote_blog":"https://cdn.example.com/blog/remoteEntry.js","remote_x":"y"}}</script>';
  const config = await loadRuntimeConfig('/config.json');
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(config.apiBase).toBe('/api/v2');
  expect(config.site.name).toBe('Otra');
  expect(config.remotes).toEqual(DEFAULT_RUNTIME_CONFIG.remotes);
  expect(config.remoteEntries).toEqual({ remote_blog: 'https://cdn.example.com/blog/remoteEntry.js' });
  document.body.innerHTML = '';
  fetchSpy.mockRestore();
});

it("keeps each remote's release and stable fallback when well formed, and drops the rest", async () => {
  fetchMock.mockResolvedValue(
    answer({
      releases: {
        remote_blog: { id: 7, version: '1.2.0' },
        remote_public: { id: '8', version: '2.0.0' },
        remote_x: { id: 9, version: '1.0.0' },
      },
      fallbacks: {
        remote_blog: { manifest: '/remotes/blog/1.1.0/mf-manifest.json', release: { id: 5, version: '1.1.0' } },
        remote_admin: {
          manifest: '/remotes/admin/mf-manifest.json',
          entry: '/remotes/admin/remoteEntry.js',
          release: null,
        },
        remote_public: { manifest: '', release: null },
      },
    }),
  );
  const config = await loadRuntimeConfig();
  expect(config.releases).toEqual({ remote_blog: { id: 7, version: '1.2.0' } });
  expect(config.fallbacks).toEqual({
    remote_blog: { manifest: '/remotes/blog/1.1.0/mf-manifest.json', release: { id: 5, version: '1.1.0' } },
    remote_admin: {
      manifest: '/remotes/admin/mf-manifest.json',
      entry: '/remotes/admin/remoteEntry.js',
      release: null,
    },
  });

  fetchMock.mockResolvedValue(answer({ releases: { remote_blog: null }, fallbacks: [] }));
  const older = await loadRuntimeConfig();
  expect(older).not.toHaveProperty('releases');
  expect(older).not.toHaveProperty('fallbacks');
});
