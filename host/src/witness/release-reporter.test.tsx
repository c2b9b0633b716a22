import { StrictMode, type JSX } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '@pasteleria/shared';
import type { ReleaseReport } from '@pasteleria/shared/federation';
import { recordBeacons, type RecordedBeacons } from '@pasteleria/shared/testing';
import { watchPageLeaving } from '../federation/page-leaving';
import { RemoteRoute } from '../federation/remote-route';
import { TEST_SITE } from '../test/render';
import { leavePage, settle, startPage } from '../test/witness';
import { witnessing } from './witness-inbox';
import { WitnessPages } from './witness-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** A page given a release of each remote, each served from its own folder. */
const CONFIG = {
  site: TEST_SITE,
  remoteEntries: {
    remote_public: '/remotes/public/3.0.0/remoteEntry.js',
    remote_blog: '/remotes/blog/1.2.0/remoteEntry.js',
    remote_admin: '/remotes/admin/0.9.0/remoteEntry.js',
  },
  releases: {
    remote_public: { id: 11, version: '3.0.0' },
    remote_blog: { id: 21, version: '1.2.0' },
    remote_admin: { id: 31, version: '0.9.0' },
  },
};

/** What each remote's page draws: a test may make one throw. */
const screens = {
  home: () => <h1>Inicio</h1>,
  blog: () => <h1>Blog y Contenidos</h1>,
  admin: () => <h1>Panel</h1>,
};
const modules: Record<string, () => JSX.Element> = {
  'remote_public/Home': () => screens.home(),
  'remote_blog/Blog': () => screens.blog(),
  'remote_admin/Admin': () => screens.admin(),
};

let beacons: RecordedBeacons;
beforeEach(() => {
  beacons = recordBeacons();
  useAuthStore.setState({ token: null, user: null });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: modules[id] }));
});
afterEach(() => {
  beacons.restore();
  jest.restoreAllMocks();
});

/** The page at `path`, started as bootstrap.tsx starts it, in StrictMode as the shell renders it. */
function openPage(path: string, config: object = CONFIG) {
  startPage(config, path);
  return render(
    <StrictMode>
      <BrowserRouter>
        <WitnessPages />
        <nav>
          <Link to="/">Inicio</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/admin">Panel</Link>
          <Link to="/politica-cookies">Cookies</Link>
        </nav>
        <Routes>
          <Route index element={<RemoteRoute remote="remote_public" module="./Home" title="Inicio" />} />
          <Route path="blog/*" element={<RemoteRoute remote="remote_blog" module="./Blog" title="Blog" />} />
          <Route path="admin/*" element={<RemoteRoute remote="remote_admin" module="./Admin" title="Panel" />} />
          <Route path="politica-cookies" element={<h1>Política de cookies</h1>} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}

/** An error as the browser gives it to the window when nobody caught it, thrown from `file`. */
function uncaught(message: string, file: string) {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at render (${file}:1:200)\n    at http://localhost/startup.abc.js:2:10`;
  window.dispatchEvent(new ErrorEvent('error', { error, message, filename: file }));
}

describe('what the host reports of the remotes’ releases', () => {
  it('reports a page view of each page’s remote with its release, once, and nothing of the host’s own pages', async () => {
    const user = userEvent.setup();
    openPage('/');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Cookies' }));
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();

    expect(await leavePage(beacons)).toEqual([
      { path: '/', remotes: [{ remote: 'remote_public', release: 11 }] },
      { path: '/blog', remotes: [{ remote: 'remote_blog', release: 21 }] },
      { path: '/blog', remotes: [{ remote: 'remote_blog', release: 21 }] },
    ]);
  });

  it('counts a page view once the browser is idle after it is shown, while the visitor stays on it', async () => {
    openPage('/blog');
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
    await settle();
    expect(beacons.sent.map(({ body }) => JSON.parse(String(body)) as ReleaseReport)).toEqual([
      { path: '/blog', remotes: [{ remote: 'remote_blog', release: 21 }] },
    ]);
    expect(await leavePage(beacons)).toHaveLength(1);
  });

  it('sends an error met after the view was counted at the next idle, while the visitor stays on the page', async () => {
    openPage('/blog');
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
    await settle();
    uncaught('x is undefined', 'http://localhost/remotes/blog/1.2.0/__federation_expose_Blog.0a1b.js');
    await settle();
    const sent = () => beacons.sent.map(({ body }) => JSON.parse(String(body)) as ReleaseReport);
    expect(sent()).toEqual([
      { path: '/blog', remotes: [{ remote: 'remote_blog', release: 21 }] },
      {
        path: '/blog',
        remotes: [
          { remote: 'remote_blog', release: 21, errors: [{ kind: 'uncaught', message: 'Error: x is undefined' }] },
        ],
      },
    ]);
    uncaught('x is undefined', 'http://localhost/remotes/blog/1.2.0/__federation_expose_Blog.0a1b.js');
    expect(await leavePage(beacons)).toHaveLength(2);
  });

  it('reports a render error caught at a remote’s boundary once per page view', async () => {
    const user = userEvent.setup();
    screens.blog = () => {
      throw new Error('fallo al dibujar');
    };
    openPage('/blog');
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();

    const reports = await leavePage(beacons);
    screens.blog = () => <h1>Blog y Contenidos</h1>;
    expect(reports).toEqual([
      {
        path: '/blog',
        remotes: [
          { remote: 'remote_blog', release: 21, errors: [{ kind: 'render', message: 'Error: fallo al dibujar' }] },
        ],
      },
    ]);
  });

  it('reports nothing of what fails while the page is being left (the browser aborts its loads); what it shows is then tried again if the page stays', async () => {
    watchPageLeaving();
    window.dispatchEvent(new Event('pagehide'));
    screens.blog = () => {
      throw new Error('Loading chunk 12 failed.');
    };
    openPage('/blog');
    expect(await screen.findByText('Cargando…')).toBeVisible();
    uncaught('NetworkError when attempting to fetch resource.', 'http://localhost/remotes/blog/1.2.0/12.js');
    const reports = await leavePage(beacons);
    expect(reports).toEqual([{ path: '/blog', remotes: [{ remote: 'remote_blog', release: 21 }] }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(jest.mocked(console.error).mock.calls.map(([message]) => String(message))).not.toContain(
      '[host] Una sección del sitio falló.',
    );

    screens.blog = () => <h1>Blog y Contenidos</h1>;
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
  });

  it("attributes an uncaught error or rejection to the remote whose files it came from, and ignores the others'", async () => {
    openPage('/');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    uncaught('x is undefined', 'http://localhost/remotes/blog/1.2.0/__federation_expose_Blog.0a1b.js');
    uncaught('x is undefined', 'http://localhost/remotes/blog/1.2.0/__federation_expose_Blog.0a1b.js');
    uncaught('del sitio', 'http://localhost/startup.abc.js');
    uncaught('de otro sitio', 'https://analytics.example/tag.js');
    const rejection = new TypeError('sin red');
    rejection.stack = `TypeError: sin red\n    at load (http://localhost/remotes/public/3.0.0/907.js:1:2)`;
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejection }));

    expect(await leavePage(beacons)).toEqual([
      {
        path: '/',
        remotes: [
          {
            remote: 'remote_public',
            release: 11,
            errors: [{ kind: 'uncaught', message: 'TypeError: sin red' }],
          },
          {
            remote: 'remote_blog',
            release: 21,
            errors: [{ kind: 'uncaught', message: 'Error: x is undefined' }],
          },
        ],
      },
    ]);
  });

  it('sends messages without query strings or personal data, cut to 200 characters', async () => {
    openPage('/');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    const file = 'http://localhost/remotes/public/3.0.0/main.js';
    uncaught('No se pudo leer https://api.example/v1/pedidos?token=abc123&mail=ana@example.com#x', file);
    uncaught('Usuario ana.perez@example.com sin permiso', file);
    uncaught(`Largo ${'a'.repeat(300)}`, file);

    const [report] = await leavePage(beacons);
    const messages = report?.remotes[0]?.errors?.map((error) => error.message);
    expect(messages).toEqual([
      'Error: No se pudo leer https://api.example/v1/pedidos',
      'Error: Usuario [correo] sin permiso',
      `Error: Largo ${'a'.repeat(187)}`,
    ]);
    expect(messages?.[2]).toHaveLength(200);
  });

  it('witnesses nothing when the config names no release', async () => {
    const user = userEvent.setup();
    screens.home = () => {
      throw new Error('fallo al dibujar');
    };
    openPage('/', { site: TEST_SITE, remoteEntries: CONFIG.remoteEntries });
    expect(witnessing()).toBe(false);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();
    screens.home = () => <h1>Inicio</h1>;
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();

    expect(await leavePage(beacons)).toEqual([]);
  });

  it('reports only the admin remote from a signed-in browser (staff)', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ token: 'tok-admin' });
    openPage('/');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    uncaught('x is undefined', 'http://localhost/remotes/public/3.0.0/main.js');
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();
    uncaught('y is undefined', 'http://localhost/remotes/admin/0.9.0/main.js');

    expect(await leavePage(beacons)).toEqual([
      {
        path: '/admin',
        remotes: [
          { remote: 'remote_admin', release: 31, errors: [{ kind: 'uncaught', message: 'Error: y is undefined' }] },
        ],
      },
    ]);
  });
});
