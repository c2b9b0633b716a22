import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, setRuntimeConfig } from '@pasteleria/shared';
import { recordBeacons, type RecordedBeacons } from '@pasteleria/shared/testing';
import { TEST_SITE } from '../test/render';
import { leavePage, startPage } from '../test/witness';
import { WitnessPages } from '../witness/witness-pages';
import { RemoteRoute } from './remote-route';
import { registerRemotesFromConfig } from './remotes';
import { moveToStable } from './stable-fallback';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const NEW = 'http://localhost/remotes/blog/2.0.0/';
const STABLE = 'http://localhost/remotes/blog/1.0.0/';

type Release = { id: number; version: string };

/**
 * A visitor whom a remote's rollout gave its new release, 2.0.0 (id 21), with `stable` as the
 * stable one (null: the site's own build, in the remote's folder); the public remote (id 11) is not
 * rolling out.
 */
function config(stable: Release | null, remote: 'remote_blog' | 'remote_public' = 'remote_blog') {
  const folder = `http://localhost/remotes/${remote.slice('remote_'.length)}/`;
  const kept = stable ? `${folder}${stable.version}/` : folder;
  return {
    site: TEST_SITE,
    remoteEntries: { remote_public: '/remotes/public/3.0.0/remoteEntry.js', [remote]: `${folder}2.0.0/remoteEntry.js` },
    releases: { remote_public: { id: 11, version: '3.0.0' }, [remote]: { id: 21, version: '2.0.0' } },
    fallbacks: { [remote]: { manifest: `${kept}mf-manifest.json`, entry: `${kept}remoteEntry.js`, release: stable } },
  };
}

/** A remote's page with a link to another of its pages. */
function Screen() {
  return (
    <>
      <h1>Página del remoto</h1>
      <Link to="otra">Otra página</Link>
    </>
  );
}

let beacons: RecordedBeacons;
beforeEach(() => {
  beacons = recordBeacons();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockClear();
});
afterEach(() => {
  beacons.restore();
  jest.restoreAllMocks();
});

/**
 * The site on a page of the host's own, with a link to the remote's page, started as bootstrap.tsx
 * starts it (each test its own remote: a page moves a remote once).
 */
function openSite(raw: object, remote: 'remote_blog' | 'remote_public' = 'remote_blog') {
  const [module, path] = remote === 'remote_blog' ? ['./Blog', '/blog'] : ['./Catalogue', '/categorias'];
  startPage(raw, '/politica-cookies');
  render(
    <BrowserRouter>
      <WitnessPages />
      <Routes>
        <Route path="politica-cookies" element={<Link to={path}>Ir al remoto</Link>} />
        <Route path={`${path.slice(1)}/*`} element={<RemoteRoute remote={remote} module={module} title="Página" />} />
      </Routes>
    </BrowserRouter>,
  );
}

const chunkFailed = new Error(`Loading chunk 907 failed.\n(error: ${NEW}907.3f2a.js?v=2)`);

describe("a page whose new release's files fail to load", () => {
  it('shows the stable release instead, reports the failure with the new release, and names the stable one after', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(chunkFailed).mockResolvedValue({ default: Screen });
    openSite(config({ id: 20, version: '1.0.0' }));
    await user.click(screen.getByRole('link', { name: 'Ir al remoto' }));

    expect(await screen.findByRole('heading', { name: 'Página del remoto' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'remote_blog', entry: `${STABLE}remoteEntry.js` }], {
      force: true,
    });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('link', { name: 'Otra página' }));
    expect(await leavePage(beacons)).toEqual([
      {
        path: '/blog',
        remotes: [
          {
            remote: 'remote_blog',
            release: 21,
            errors: [
              {
                kind: 'load',
                message: `No se pudo cargar remote_blog/./Blog: Error: Loading chunk 907 failed. (error: ${NEW}907.3f2a.js)`,
              },
            ],
          },
        ],
      },
      { path: '/blog/otra', remotes: [{ remote: 'remote_blog', release: 20 }] },
    ]);
  });

  it('reports nothing more of the remote when the stable release is the site’s own build', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(chunkFailed).mockResolvedValue({ default: Screen });
    openSite(config(null, 'remote_public'), 'remote_public');
    await user.click(screen.getByRole('link', { name: 'Ir al remoto' }));

    await user.click(await screen.findByRole('link', { name: 'Otra página' }));
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: 'http://localhost/remotes/public/remoteEntry.js' }],
      { force: true },
    );
    const reports = await leavePage(beacons);
    expect(reports.map((report) => report.path)).toEqual(['/categorias']);
    expect(reports[0]?.remotes).toEqual([
      { remote: 'remote_public', release: 21, errors: [expect.objectContaining({ kind: 'load' })] },
    ]);
  });
});

describe('moveToStable', () => {
  const running = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  };

  it("gives the stable release's runtime a chunk array the new release's late chunks stay out of", () => {
    setRuntimeConfig(config({ id: 20, version: '1.0.0' }));
    registerRemotesFromConfig(getRuntimeConfig().remotes, getRuntimeConfig().remoteEntries);
    const scope = globalThis as unknown as Record<string, unknown[] | undefined>;
    scope.rspackChunkremote_blog = [[[907], { 1: 'del nuevo' }]];
    const stale = document.createElement('link');
    stale.rel = 'stylesheet';
    stale.href = `${NEW}907.css`;
    document.head.append(stale);

    const { fallbacks } = config({ id: 20, version: '1.0.0' });
    moveToStable('remote_blog', fallbacks.remote_blog!);
    expect(stale.isConnected).toBe(false);

    // What an rspack runtime does as it starts: reads the array, then takes over its `push`.
    const chunks = scope.rspackChunkremote_blog as unknown[] & { push: (...items: unknown[]) => number };
    const installed: unknown[] = [];
    expect(chunks).toEqual([]);
    const parent = chunks.push.bind(chunks);
    chunks.push = (data: unknown) => {
      installed.push(data);
      return parent(data);
    };

    running(`${NEW}907.3f2a.js`);
    chunks.push([[907], { 1: 'del nuevo' }]);
    running(`${STABLE}907.1b2c.js`);
    chunks.push([[907], { 1: 'del estable' }]);

    expect(installed).toEqual([[[907], { 1: 'del estable' }]]);
    expect([...chunks]).toEqual([[[907], { 1: 'del estable' }]]);
    delete scope.rspackChunkremote_blog;
  });
});
