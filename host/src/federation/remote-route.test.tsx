import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithShell, TEST_SITE } from '../test/render';
import { registerRemotesFromConfig } from './remotes';
import { RemoteRoute } from './remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const MANIFESTS = {
  remote_public: '/remotes/public/mf-manifest.json',
  remote_blog: '/remotes/blog/mf-manifest.json',
  remote_admin: '/remotes/admin/mf-manifest.json',
};
// What the server writes into the page: each remote's remoteEntry.js, read from its manifest.
const ENTRIES = {
  remote_public: '/remotes/public/remoteEntry.js',
  remote_blog: '/remotes/blog/remoteEntry.js',
  remote_admin: '/remotes/admin/remoteEntry.js',
};

function Blog() {
  return <h1>Blog y Contenidos</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotesFromConfig(MANIFESTS, ENTRIES);
  mockedRegisterRemotes.mockClear();
  mockedLoadRemote.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows a light placeholder while loading, then the remote screen', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Blog });
    renderWithShell(<RemoteRoute remote="remote_public" module="./Home" title="Inicio" />);

    expect(screen.getByText('Cargando…')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_public/Home');
    expect(document.title).toBe(`Inicio | ${TEST_SITE.name}`);
  });

  it('says in Spanish when the remote cannot be loaded, and Reintentar downloads it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('404 mf-manifest.json')).mockResolvedValue({ default: Blog });
    renderWithShell(<RemoteRoute remote="remote_blog" module="./Blog" title="Blog y Contenidos" />);

    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Blog y Contenidos' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
    expect(screen.queryByText('No pudimos cargar esta sección')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    // The runtime forgets the failed remote before the second attempt, so it is really fetched again.
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'remote_blog', entry: ENTRIES.remote_blog }], {
      force: true,
    });
  });

  it('catches a remote that throws while rendering; Reintentar renders the loaded component again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('fallo al dibujar');
      return <h1>Línea de productos</h1>;
    }
    mockedLoadRemote.mockResolvedValue({ default: Flaky });
    renderWithShell(<RemoteRoute remote="remote_admin" module="./Admin" title="Panel" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Línea de productos' })).toBeVisible();
    // The module was loaded once; only the rendering was retried.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  });
});
