import { screen, waitFor } from '@testing-library/react';
import { adminFirstReads, CONTENT_ENTITIES } from '@pasteleria/shared/entities';
import { provideInlineAnswers } from '@pasteleria/shared/server-render';
import { deferred, mockApi } from '@pasteleria/shared/testing';
import { createAdminQueryClient } from '../providers/query-client';
import { routeReads } from './route-warmup';
import { adminUser, renderAdminApp, signIn, signOut } from '../test/render';

// The editor is its own lazy chunk; here a textarea stands in for it.
jest.mock('../fields/rich-text-editor', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));

beforeEach(signOut);

const producto = { id: 3, name: 'Concha', title: 'Concha de vainilla', price: '22.00', categoria_id: 1 };

describe('a back-office page opened anew (a session from an earlier visit)', () => {
  it('shows the menu and asks for its data beside the session check, not after it', async () => {
    const me = deferred();
    const api = mockApi({
      'GET /auth/me': me.reply,
      'GET /admin/producto/3': { data: producto },
      'GET /admin/categoria': { data: [{ id: 1, nombre: 'Pan dulce' }] },
    });
    signIn(null);
    renderAdminApp('/admin/producto/edit/3');

    // While the session is checked: the frame, and the form's row and choices already asked for.
    expect(await screen.findByRole('navigation', { name: 'Secciones del panel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toEqual(expect.arrayContaining(['GET /admin/producto/3', 'GET /admin/categoria'])),
    );
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();

    me.resolve({ data: adminUser });
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Concha'));
    expect(api.calls.filter((call) => call === 'GET /admin/producto/3')).toHaveLength(1);
  });

  it('asks a list for its rows, and users for theirs, as soon as it starts', async () => {
    const opened: Array<[url: string, call: string]> = [
      ['/admin/empresa', 'GET /admin/empresa'],
      ['/admin/user', 'GET /admin/user'],
    ];
    for (const [url, call] of opened) {
      const api = mockApi({ 'GET /auth/me': deferred().reply });
      signIn(null);
      const { unmount } = renderAdminApp(url);
      await waitFor(() => expect(api.calls).toContain(call));
      unmount();
    }
  });
});

describe('a back-office page the server drew with its data', () => {
  it("finds in the page every read of its screen's first view the server carries (adminFirstReads), as often as it is rendered, and uses each up once on the page", () => {
    const screens = [
      ...CONTENT_ENTITIES.flatMap(({ name }) => [name, `${name}/create`, `${name}/edit/4`]),
      'user',
      'user/edit/4',
      'comentario',
    ];
    for (const path of screens) {
      const reads = adminFirstReads(path);
      provideInlineAnswers({
        answers: Object.fromEntries(reads.map((read) => [read, read.endsWith('/4') ? { id: 4 } : []])),
      });
      // Found as often as React renders the page's first view, with a new cache each time.
      for (const client of [createAdminQueryClient(), createAdminQueryClient()]) {
        for (const routeRead of routeReads(path, '')) routeRead.fillFromPage(client);
        const cached = client.getQueryCache().getAll();
        expect([path, cached.length]).toEqual([path, routeReads(path, '').length]);
        expect(cached.every((query) => query.state.data !== undefined)).toBe(true);
      }
      // Used up once on the page: a refresh after a save asks the server.
      for (const routeRead of routeReads(path, '')) routeRead.forgetPage();
      const later = createAdminQueryClient();
      for (const routeRead of routeReads(path, '')) routeRead.fillFromPage(later);
      expect(later.getQueryCache().getAll()).toEqual([]);
    }
    provideInlineAnswers({});
  });

  it('draws the pending comments the page carries as the whole list: one page, nothing after it', () => {
    const pending = [{ id: 7, nombre: 'Ana', comentario: 'Muy rico', rating: 5 }];
    provideInlineAnswers({ answers: { '/admin/comentarios/pendientes': pending } });
    const client = createAdminQueryClient();
    for (const routeRead of routeReads('comentario', '')) routeRead.fillFromPage(client);
    expect(client.getQueryData(['admin', 'comentarios', 'pendientes'])).toEqual({
      pages: [{ comments: pending, total: 1, next: null }],
      pageParams: [''],
    });
    provideInlineAnswers({});
  });
});
