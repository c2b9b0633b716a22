import { screen, waitFor } from '@testing-library/react';
import { deferred, mockApi } from '@pasteleria/shared/testing';
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
