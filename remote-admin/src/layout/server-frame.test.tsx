// The back office as the server draws it (no session: it cannot see the tab's storage), and that
// drawing hydrated in the browser, with a session and without one.
import { act, configure, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '@pasteleria/shared';
import { mockApi } from '@pasteleria/shared/testing';
import Admin from '../exposes/admin';
import Login from '../exposes/login';
import { adminUser, signIn, signOut } from '../test/render';
import { categorias } from '../test/rows';
import { screens } from './admin-screens';

// The screens are a lazy chunk, and antd's table is slow under jsdom.
configure({ asyncUtilTimeout: 8000 });

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const site = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/admin/*" element={<Admin />} />
    </Routes>
    <Where />
  </MemoryRouter>
);

/**
 * What the server sends inside the page: the host's server renderer waits for the lazy screens
 * (prerender), as this does by drawing once they have loaded. The session it cannot see is not in
 * the store there.
 */
async function drawOnServer(url: string): Promise<string> {
  const { token, user } = useAuthStore.getState();
  useAuthStore.setState({ token: null, user: null });
  try {
    renderToString(site(url));
    await Promise.all(Object.values(screens).map((load) => load()));
    await new Promise((loaded) => setTimeout(loaded));
    return renderToString(site(url));
  } finally {
    useAuthStore.setState({ token, user });
  }
}

let root: Root | undefined;

/** Hydrates the server's drawing of `url`; answers what React could not hydrate as it was. */
async function hydrate(url: string): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = await drawOnServer(url);
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, site(url), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  signOut();
});

it("draws the frame and the URL's screen waiting for its data, the section chosen, the menu or its button left to the stylesheet", async () => {
  signIn(adminUser);
  const container = document.createElement('div');
  container.innerHTML = await drawOnServer('/admin/categoria');
  expect(container.querySelector('h1')).toHaveTextContent('Categorías');
  expect(container).toHaveTextContent('Cargando categorías...');
  expect(container).not.toHaveTextContent(adminUser.name);
  expect(container.querySelector('.ant-menu-item-selected')).toHaveTextContent('Categorías');
  expect(container.querySelector('button.admin-sider-trigger')).toHaveAccessibleName('Mostrar menú');
  expect(container.querySelector('aside')).toHaveClass('admin-sider--width-unknown');
  expect(container.querySelector('aside')).toHaveStyle({ width: '220px' });
});

it('draws a form with a rich text as it looks while the editor loads: Quill needs the browser', async () => {
  const container = document.createElement('div');
  container.innerHTML = await drawOnServer('/admin/post/create');
  expect(container.querySelector('h1')).toHaveTextContent('Nuevo post');
  expect(container).toHaveTextContent('Cargando editor...');
  expect(container.querySelector('.ql-editor')).toBeNull();
});

it('hydrates as drawn in a signed-in tab, then shows the screen and the user', async () => {
  mockApi({
    'GET /auth/me': { data: adminUser },
    'GET /admin/categoria': { data: categorias },
    '/admin/comentarios/pendientes': { data: { comments: [], total: 0 } },
  });
  signIn(null);
  expect(await hydrate('/admin/categoria')).toEqual([]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Tu cuenta: ${adminUser.name}` })).toBeInTheDocument();
  expect(document.querySelector('aside')).not.toHaveClass('admin-sider--width-unknown');
});

it('hydrates as drawn in a tab without a session, asks nothing of the API, and goes to /login', async () => {
  const api = mockApi({});
  expect(await hydrate('/admin/producto')).toEqual([]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
