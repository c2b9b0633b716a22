import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ensureRemote, forgetRemote, registerRemotesFromConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedRegisterRemotes = jest.mocked(registerRemotes);

const MANIFESTS = {
  remote_public: '/remotes/public/mf-manifest.json',
  remote_blog: 'https://blog.example/v2/mf-manifest.json',
  remote_admin: '/remotes/admin/mf-manifest.json',
};

/** A manifest as the remotes' builds write it (publicPath 'auto': files next to the manifest). */
const manifest = (entryName = 'remoteEntry.js') => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: entryName, path: '', type: 'global' } },
  exposes: [],
});

const answer = (status: number, body: unknown = {}) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

let fetchMock: jest.Mock;

beforeEach(() => {
  mockedRegisterRemotes.mockClear();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('remotes the page gives by their remoteEntry.js', () => {
  it('are registered by that entry at start-up, and loading one fetches no manifest', async () => {
    registerRemotesFromConfig(MANIFESTS, { remote_public: '/remotes/public/remoteEntry.js' });

    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'remote_public', entry: '/remotes/public/remoteEntry.js' },
    ]);
    await ensureRemote('remote_public');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });

  it('are registered again by the same entry when forgotten (Reintentar)', () => {
    registerRemotesFromConfig(MANIFESTS, { remote_public: '/remotes/public/remoteEntry.js' });
    mockedRegisterRemotes.mockClear();

    forgetRemote('remote_public');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: '/remotes/public/remoteEntry.js' }],
      { force: true },
    );
  });
});

describe('remotes known only by their mf-manifest.json', () => {
  it('are registered by the entry their manifest names, read once when first needed', async () => {
    registerRemotesFromConfig(MANIFESTS);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(answer(200, manifest()));

    await Promise.all([ensureRemote('remote_blog'), ensureRemote('remote_blog')]);
    await ensureRemote('remote_blog');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenNthCalledWith(1, MANIFESTS.remote_blog, expect.anything());
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_blog', entry: 'https://blog.example/v2/remoteEntry.js' }],
      { force: true },
    );
  });

  it("start downloading the exposed module's files the manifest names", async () => {
    registerRemotesFromConfig(MANIFESTS);
    fetchMock.mockResolvedValue(
      answer(200, {
        ...manifest(),
        exposes: [
          { path: './Blog', assets: { js: { sync: ['__federation_expose_Blog.0a1b2c3d.js'] }, css: { sync: [] } } },
        ],
      }),
    );

    await ensureRemote('remote_blog', './Blog');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toContain('https://blog.example/v2/__federation_expose_Blog.0a1b2c3d.js');
  });

  it('resolves a relative manifest URL against the page', async () => {
    registerRemotesFromConfig(MANIFESTS);
    fetchMock.mockResolvedValue(answer(200, manifest()));

    await ensureRemote('remote_public');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: 'http://localhost/remotes/public/remoteEntry.js' }],
      { force: true },
    );
  });

  it('read the manifest again after being forgotten, so a redeploy is picked up', async () => {
    registerRemotesFromConfig(MANIFESTS);
    fetchMock.mockResolvedValueOnce(answer(200, manifest())).mockResolvedValueOnce(answer(200, manifest('entry.2.js')));

    await ensureRemote('remote_blog');
    forgetRemote('remote_blog');
    await ensureRemote('remote_blog');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_blog', entry: 'https://blog.example/v2/entry.2.js' }],
      { force: true },
    );
  });

  it('retry the manifest after a 5xx', async () => {
    registerRemotesFromConfig(MANIFESTS);
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200, manifest()));

    await ensureRemote('remote_admin');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });

  it('fail without retrying on a 404, and try again after being forgotten', async () => {
    registerRemotesFromConfig(MANIFESTS);
    fetchMock.mockResolvedValueOnce(answer(404)).mockResolvedValueOnce(answer(200, manifest()));

    await expect(ensureRemote('remote_admin')).rejects.toThrow('respondió 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    forgetRemote('remote_admin');
    await ensureRemote('remote_admin');
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });
});
