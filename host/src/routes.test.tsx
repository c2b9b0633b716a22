import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithShell, TEST_SITE } from './test/render';
import { AppRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const screens: Record<string, ComponentType> = {
  'remote_public/Home': () => <h1>Portada</h1>,
  'remote_public/Catalogue': () => <h1>Catálogo</h1>,
  'remote_blog/Blog': () => <h1>Blog</h1>,
  'remote_admin/Login': () => <h1>Acceso</h1>,
  'remote_admin/Admin': () => <h1>Panel</h1>,
};

beforeEach(() => {
  jest.mocked(loadRemote).mockClear();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: screens[id] }));
});

describe('route table', () => {
  it.each([
    ['/', 'Portada'],
    ['/categorias', 'Catálogo'],
    ['/categorias/pasteles', 'Catálogo'],
    ['/blog/post/tres-leches', 'Blog'],
  ])('%s shows its remote inside the public layout', async (path, heading) => {
    renderWithShell(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(TEST_SITE.name);
    expect(screen.getByRole('link', { name: 'Haz tu pedido por WhatsApp' })).toBeVisible();
  });

  it.each([
    ['/login', 'Acceso'],
    ['/admin/categoria', 'Panel'],
  ])('%s shows the admin remote without the public navbar, footer or banners', async (path, heading) => {
    renderWithShell(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(/Usamos cookies/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Haz tu pedido por WhatsApp' })).not.toBeInTheDocument();
  });

  it('/politica-cookies is the host page describing what the site stores', async () => {
    renderWithShell(<AppRoutes />, { path: '/politica-cookies' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    expect(screen.getByText('mi_consentimiento_cookie')).toBeVisible();
    expect(screen.getByText('token')).toBeVisible();
    expect(document.title).toBe(`Política de cookies | ${TEST_SITE.name}`);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('an unknown path shows the not-found screen and downloads no remote', async () => {
    renderWithShell(<AppRoutes />, { path: '/pasteles-de-luna' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
