import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithShell } from '../test/render';
import { AppRoutes, remotePageAt } from '../routes';
import { prepareFirstView } from './first-view';
import { registerRemotesFromConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);

/** What the server's HTML carries for a page of `folder`'s remote. */
function serverPreloads(folder: string) {
  document.head.innerHTML = `<link rel="preload" as="script" href="/remotes/${folder}/remoteEntry.js">`;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotesFromConfig(
    {
      remote_public: '/remotes/public/mf-manifest.json',
      remote_blog: '/remotes/blog/mf-manifest.json',
      remote_admin: '/remotes/admin/mf-manifest.json',
    },
    { remote_public: '/remotes/public/remoteEntry.js', remote_blog: '/remotes/blog/remoteEntry.js' },
  );
  mockedLoadRemote.mockReset();
});
afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

it('finds the remote page of a URL and the part of it the remote routes', () => {
  expect(remotePageAt('/')).toMatchObject({ page: { expose: './Home' }, subPath: '' });
  expect(remotePageAt('/categorias')).toMatchObject({ page: { expose: './Catalogue' }, subPath: '' });
  expect(remotePageAt('/categorias/pasteles/')).toMatchObject({ page: { expose: './Catalogue' }, subPath: 'pasteles' });
  expect(remotePageAt('/blog/post/conchas')).toMatchObject({ page: { expose: './Blog' }, subPath: 'post/conchas' });
  expect(remotePageAt('/login')).toMatchObject({ page: { expose: './Login' }, subPath: '' });
  expect(remotePageAt('/admin/categoria')).toMatchObject({ page: { expose: './Admin' }, subPath: 'categoria' });
  expect(remotePageAt('/politica-cookies')).toBeNull();
  expect(remotePageAt('/blogs')).toBeNull();
  expect(remotePageAt('/login/otra')).toBeNull();
});

it('a page whose remote the server preloads shows the remote in its first render, with no Cargando…', async () => {
  serverPreloads('blog');
  const preloadRoute = jest.fn(async () => undefined);
  mockedLoadRemote.mockResolvedValue({ default: () => <h1>La concha</h1>, preloadRoute });

  await prepareFirstView('/blog/post/conchas');
  expect(mockedLoadRemote).toHaveBeenCalledWith('remote_blog/Blog');
  expect(preloadRoute).toHaveBeenCalledWith('post/conchas');

  renderWithShell(<AppRoutes />, { path: '/blog/post/conchas' });
  expect(screen.getByRole('heading', { level: 1, name: 'La concha' })).toBeVisible();
  expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
});

it('does not wait for a remote the server did not preload (the admin): the shell shows at once', async () => {
  await prepareFirstView('/admin/categoria');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('a remote that cannot be loaded does not hold the page back: the route shows the Spanish error', async () => {
  serverPreloads('public');
  mockedLoadRemote.mockRejectedValue(new Error('remoteEntry.js 503'));

  await expect(prepareFirstView('/categorias/pasteles')).resolves.toBeUndefined();

  renderWithShell(<AppRoutes />, { path: '/categorias/pasteles' });
  expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeVisible();
});

it("starts decoding the page's main picture, which the server preloads, while the remote loads", async () => {
  document.head.innerHTML =
    '<link rel="preload" as="image" href="/img/slide/640w/a.webp" imagesrcset="/img/slide/320w/a.webp 320w, /img/slide/720w/a.webp 720w" imagesizes="100vw" fetchpriority="high">';
  const decoded: Array<{ srcset: string; sizes: string }> = [];
  const decode = jest.fn(function (this: HTMLImageElement) {
    decoded.push({ srcset: this.srcset, sizes: this.sizes });
    return Promise.resolve();
  });
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
  try {
    await prepareFirstView('/admin');
    expect(decoded).toEqual([{ srcset: '/img/slide/320w/a.webp 320w, /img/slide/720w/a.webp 720w', sizes: '100vw' }]);
  } finally {
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  }
});
