// The back office as the server draws it (no session in the store: it cannot see the tab's storage),
// waiting for its data or with the data the page carries, and that drawing hydrated in the browser,
// with a session and without one.
import { act, configure, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAuthStore } from '@pasteleria/shared';
import { mockApi } from '@pasteleria/shared/testing';
import { provideInlineAnswers } from '@pasteleria/shared/server-render';
import { preloadRoute } from '../exposes/admin';
import { adminSite, adminUser, signIn, signOut } from '../test/render';
import { categorias, productos } from '../test/rows';

// The editor is its own lazy chunk, which the browser alone loads; here a textarea stands in for it.
jest.mock('../fields/rich-text-editor', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));

// The screens are a lazy chunk, and antd's table is slow under jsdom.
configure({ asyncUtilTimeout: 8000 });

/** The screen a URL opens on, downloaded first, as the host does before it draws or hydrates the page. */
const preloadScreen = (url: string) =>
  url.startsWith('/admin') ? preloadRoute(url.slice('/admin'.length)) : undefined;

/** What the server sends inside the page: the session it cannot see is not in the store there. */
async function drawOnServer(url: string): Promise<string> {
  await preloadScreen(url);
  const { token, user } = useAuthStore.getState();
  useAuthStore.setState({ token: null, user: null });
  try {
    return renderToString(adminSite(url));
  } finally {
    useAuthStore.setState({ token, user });
  }
}

let root: Root | undefined;
let drawn = new Set<Element>();

/**
 * Hydrates the server's drawing of `url`; answers what React could not hydrate as it was. The
 * drawing's elements are kept in `drawn`: hydration keeps them in the page, a new render would not.
 */
async function hydrate(url: string, answers: Record<string, unknown> = {}): Promise<unknown[]> {
  const container = document.createElement('div');
  // The page's answers: the server draws with them, the browser finds the same ones in the page.
  provideInlineAnswers({ answers });
  container.innerHTML = await drawOnServer(url);
  drawn = new Set(container.querySelectorAll('*'));
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, adminSite(url), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  provideInlineAnswers({});
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
  // What is typed or pressed before React has taken the page over would be lost.
  expect(container.querySelector('input[type="search"]')).toBeDisabled();
  expect(container.querySelector('header button')).toBeDisabled();
});

it('draws a form with a rich text as it looks while the editor loads: Quill needs the browser, its text shows without it', async () => {
  const container = document.createElement('div');
  container.innerHTML = await drawOnServer('/admin/post/create');
  expect(container.querySelector('h1')).toHaveTextContent('Nuevo post');
  expect(container).toHaveTextContent('Cargando editor...');
  expect(container.querySelector('form input[type="text"]')).toBeDisabled();
  expect(container.querySelector('[contenteditable]')).toBeNull();
});

it('hydrates as drawn in a signed-in tab, then shows the screen and the user', async () => {
  mockApi({
    'GET /auth/me': { data: adminUser },
    'GET /admin/categoria': { data: categorias },
    '/admin/comentarios/pendientes': { data: { comments: [], total: 0 } },
  });
  signIn(null);
  expect(await hydrate('/admin/categoria')).toEqual([]);
  expect(drawn.has(await screen.findByRole('heading', { level: 1, name: 'Categorías' }))).toBe(true);
  expect(drawn.has(screen.getByRole('searchbox', { name: 'Buscar en Categorías' }))).toBe(true);
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Buscar en Categorías' })).toBeEnabled());
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

it('draws an edit form with the data the page carries, hydrates it as drawn, and asks the API only who is signed in', async () => {
  const [product] = productos;
  const answers = { '/admin/categoria': categorias, [`/admin/producto/${product?.id}`]: product };
  const api = mockApi({
    'GET /auth/me': { data: adminUser },
    '/admin/comentarios/pendientes': { data: { comments: [], total: 0 } },
  });
  signIn(null);
  expect(await hydrate(`/admin/producto/edit/${product?.id}`, answers)).toEqual([]);
  const name = screen.getByRole('textbox', { name: /Nombre/ });
  expect(drawn.has(name)).toBe(true);
  expect(name).toHaveValue('Pastel tres leches');
  expect(screen.getByText('Pasteles')).toBeInTheDocument();
  // The description drawn as the editor will show it, until the editor has loaded.
  expect([...drawn].some((element) => element.matches('.ql-editor p') && element.textContent === 'Rico')).toBe(true);
  await waitFor(() => expect(name).toBeEnabled());
  expect(api.calls).not.toContain(`GET /admin/producto/${product?.id}`);
  expect(api.calls).not.toContain('GET /admin/categoria');
});

it('draws the pending comments and the users the page carries, hydrates them as drawn, and asks the API none of them again', async () => {
  const pending = {
    id: 7,
    nombre: 'Ana López',
    email: 'ana@correo.mx',
    comentario: 'Las conchas, riquísimas',
    rating: 5,
    approved: false,
    created_at: '2026-11-30T10:00:00.000Z',
  };
  const drawnWith = [
    { url: '/admin/comentario', answers: { '/admin/comentarios/pendientes': [pending] }, shown: 'Ana López' },
    { url: '/admin/user', answers: { '/admin/user': [adminUser] }, shown: adminUser.email },
  ];
  for (const { url, answers, shown } of drawnWith) {
    const api = mockApi({ 'GET /auth/me': { data: adminUser } });
    signIn(null);
    expect(await hydrate(url, answers)).toEqual([]);
    expect(drawn.has(screen.getByText(shown))).toBe(true);
    await waitFor(() => expect(api.calls).toContain('GET /auth/me'));
    for (const path of Object.keys(answers)) expect(api.calls).not.toContain(`GET ${path}`);
    act(() => root?.unmount());
    document.body.innerHTML = '';
  }
});
