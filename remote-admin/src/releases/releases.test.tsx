import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseRegistry } from '@pasteleria/shared/federation';
import { deferred, mockApi, type Reply } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { blogBefore, blogGone, blogLive, blogNext, registry } from '../test/releases';
import { site } from './release-buttons';

beforeEach(() => {
  sessionStorage.clear();
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

/** The API: the registry answers `current` until an action changes it; no deploy keys. */
function serve(first: ReleaseRegistry, actions: Record<string, () => Reply> = {}) {
  let current = first;
  const api = mockApi({
    'GET /admin/releases': () => ({ data: current }),
    'GET /admin/deploy-keys': { data: [] },
    ...actions,
  });
  return { api, set: (next: ReleaseRegistry) => (current = next) };
}

/** A remote's section, by its heading ('Blog remote_blog'). */
async function remote(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name} `) });
  return within(heading.closest('section') as HTMLElement);
}

/** The row of `version` among the blog's other releases (once shown). */
function row(version: string) {
  const blog = screen.getByRole('heading', { level: 2, name: 'Blog remote_blog' }).closest('section') as HTMLElement;
  return within(within(blog).getByText(version, { selector: 'td *' }).closest('tr') as HTMLElement);
}

/** The blog with 1.3.0 live, after 1.2.0. */
const published: ReleaseRegistry = {
  ...registry,
  remotes: registry.remotes.map((entry) =>
    entry.remote === 'remote_blog'
      ? {
          ...entry,
          live: { ...blogNext, live: true },
          releases: [{ ...blogNext, live: true }, { ...blogLive, live: false }, blogBefore, blogGone],
        }
      : entry,
  ),
  history: [
    {
      id: 4,
      remote: 'remote_blog',
      from: { id: 12, version: '1.2.0' },
      to: { id: 13, version: '1.3.0' },
      changedBy: 'Ana Administradora',
      changedAt: '2026-03-07T10:00:00Z',
    },
    ...registry.history,
  ],
};

describe('/admin/versiones', () => {
  it('says it is loading, then shows each remote by its name for people, with its technical name', async () => {
    const list = deferred();
    mockApi({ 'GET /admin/releases': list.reply, 'GET /admin/deploy-keys': { data: [] } });
    renderAdminApp('/admin/versiones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Versiones' })).toBeInTheDocument();
    expect(screen.getByText('Cargando versiones...')).toBeInTheDocument();
    expect(document.title).toBe('Versiones | Pastelería La Esperanza');

    list.resolve({ data: registry });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Catálogo y portada remote_public' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog remote_blog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Administración remote_admin' })).toBeInTheDocument();
  });

  it('shows the live release (version, origin, notes, who, when) and the others, each to preview or publish', async () => {
    serve(registry);
    renderAdminApp('/admin/versiones');
    const blog = await remote('Blog');
    const facts = blog.getByRole('heading', { level: 3, name: 'Versión publicada' }).nextElementSibling as HTMLElement;
    expect(facts).toHaveTextContent('Versión1.2.0');
    expect(facts).toHaveTextContent('OrigenSubida');
    expect(facts).toHaveTextContent('NotasNuevo menú');
    expect(facts).toHaveTextContent('Registrada porclave «CI blog»');
    expect(within(facts).getByText(/2026/).closest('time')).toHaveAttribute('datetime', blogLive.createdAt);

    const others = within(blog.getByRole('table'));
    expect(others.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Versión',
      'Origen',
      'Notas',
      'Registrada por',
      'Fecha',
      'Acciones',
    ]);
    // Newest first, the live one left out.
    expect(
      others
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.querySelector('td')?.textContent),
    ).toEqual(['1.3.0', '1.1.0', '1.0.0']);
    expect(row('1.3.0').getByText('URL')).toBeInTheDocument();
    expect(row('1.3.0').getByText('Comentarios con estrellas')).toBeInTheDocument();
    expect(row('1.1.0').getByText('Sin notas')).toBeInTheDocument();
    expect(row('1.3.0').getByRole('button', { name: 'Vista previa de 1.3.0 de Blog' })).toBeInTheDocument();
    expect(row('1.3.0').getByRole('button', { name: 'Publicar 1.3.0 de Blog' })).toBeInTheDocument();

    const catalogue = await remote('Catálogo y portada');
    expect(catalogue.getByText('Incluida en el sitio')).toBeInTheDocument();
    expect(catalogue.getByText('No hay otras versiones.')).toBeInTheDocument();
    expect((await remote('Administración')).getByText('Ninguna versión publicada.')).toBeInTheDocument();
  });

  it("a release whose files are gone can't be previewed or published, and says why", async () => {
    serve(registry);
    renderAdminApp('/admin/versiones');
    await remote('Blog');
    expect(row('1.0.0').queryAllByRole('button')).toHaveLength(0);
    expect(row('1.0.0').getByText('Sus archivos ya no se conservan: no se puede ver ni publicar.')).toBeInTheDocument();
  });

  it('shows the history of live changes: date, remote, from → to, who, why', async () => {
    serve(registry);
    renderAdminApp('/admin/versiones');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Historial de publicaciones' });
    const table = within(heading.closest('section') as HTMLElement).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows[0]).toEqual(['Fecha', 'Remoto', 'Cambio', 'Quién', 'Motivo']);
    expect(rows.slice(1).map(([, ...rest]) => rest)).toEqual([
      ['Blog', '1.1.0 →  a 1.2.0', 'clave «CI blog»', ''],
      ['Blog', 'ninguna →  a 1.1.0', 'sitio', ''],
      ['Catálogo y portada', 'ninguna →  a 0.1.0-aaaa1111', 'sitio', ''],
    ]);
  });

  it('has one h1 and headings in order', async () => {
    serve(registry);
    renderAdminApp('/admin/versiones');
    await screen.findByRole('heading', { name: 'Historial de publicaciones' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it("says 'Todavía no hay versiones registradas.' when there are none", async () => {
    serve({ remotes: [], history: [] });
    renderAdminApp('/admin/versiones');
    expect(await screen.findByText('Todavía no hay versiones registradas.')).toBeInTheDocument();
  });

  it('says in Spanish when the releases cannot be loaded, and retries', async () => {
    let reply: Reply = { status: 500 };
    mockApi({ 'GET /admin/releases': () => reply, 'GET /admin/deploy-keys': { data: [] } });
    renderAdminApp('/admin/versiones');
    expect(await screen.findByText('No se pudieron cargar las versiones.', {}, { timeout: 5000 })).toBeInTheDocument();

    reply = { data: registry };
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Blog remote_blog' })).toBeInTheDocument();
  });

  it("'Publicar' asks first, then makes the release live, says so, reloads, and takes focus to what is live", async () => {
    const site = serve(registry, {
      'PUT /admin/releases/remote_blog/live': () => {
        site.set(published);
        return { data: { ...blogNext, live: true } };
      },
    });
    renderAdminApp('/admin/versiones');
    await remote('Blog');

    await user().click(row('1.3.0').getByRole('button', { name: 'Publicar 1.3.0 de Blog' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText('¿Publicar la versión 1.3.0 de Blog?')).toBeInTheDocument();
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    expect(site.api.calls).not.toContain('PUT /admin/releases/remote_blog/live');

    await user().click(within(question).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Blog ya usa la versión 1.3.0.')).toBeInTheDocument();
    expect(site.api.bodies[site.api.calls.indexOf('PUT /admin/releases/remote_blog/live')]).toEqual({ id: 13 });
    const blog = await remote('Blog');
    await waitFor(() => expect(blog.getByRole('heading', { level: 3, name: 'Versión publicada' })).toHaveFocus());
    expect(blog.getByRole('button', { name: 'Revertir Blog a 1.2.0' })).toBeInTheDocument();
    expect(blog.queryByRole('button', { name: 'Publicar 1.3.0 de Blog' })).not.toBeInTheDocument();
  });

  it('cancelling the question changes nothing and gives focus back to the button', async () => {
    const site = serve(registry);
    renderAdminApp('/admin/versiones');
    await remote('Blog');
    const publish = row('1.3.0').getByRole('button', { name: 'Publicar 1.3.0 de Blog' });
    await user().click(publish);
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancelar' }));
    expect(site.api.calls.some((call) => call.startsWith('PUT'))).toBe(false);
    expect(publish).toHaveFocus();
  });

  it("a refused publication says why in the API's words, and focus stays on the button", async () => {
    const site = serve(registry, {
      'PUT /admin/releases/remote_blog/live': () => ({
        status: 422,
        data: { message: 'Los archivos de la versión 1.3.0 ya no se conservan.' },
      }),
    });
    renderAdminApp('/admin/versiones');
    await remote('Blog');
    const publish = row('1.3.0').getByRole('button', { name: 'Publicar 1.3.0 de Blog' });
    await user().click(publish);
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Los archivos de la versión 1.3.0 ya no se conservan.')).toBeInTheDocument();
    await waitFor(() => expect(publish).toHaveFocus());
    expect(site.api.calls.filter((call) => call === 'GET /admin/releases').length).toBeGreaterThanOrEqual(2);
  });

  it('a publication that fails otherwise says so in Spanish', async () => {
    serve(registry, { 'PUT /admin/releases/remote_blog/live': () => ({ status: 500 }) });
    renderAdminApp('/admin/versiones');
    await remote('Blog');
    await user().click(row('1.3.0').getByRole('button', { name: 'Publicar 1.3.0 de Blog' }));
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('No se pudo publicar la versión 1.3.0. Intenta de nuevo.')).toBeInTheDocument();
  });

  it("'Revertir' asks first, then makes the release live before it the live one again", async () => {
    const site = serve(registry, {
      'PUT /admin/releases/remote_blog/live': () => ({ data: { ...blogBefore, live: true } }),
    });
    renderAdminApp('/admin/versiones');
    const blog = await remote('Blog');
    await user().click(blog.getByRole('button', { name: 'Revertir Blog a 1.1.0' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText('¿Volver a la versión 1.1.0 de Blog?')).toBeInTheDocument();
    await user().click(within(question).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Blog ya usa la versión 1.1.0.')).toBeInTheDocument();
    expect(site.api.bodies[site.api.calls.indexOf('PUT /admin/releases/remote_blog/live')]).toEqual({ id: 11 });
  });

  it("has no 'Revertir' when nothing was live before, and says why when that release's files are gone", async () => {
    const gone = { ...blogBefore, served: false };
    serve({
      ...registry,
      remotes: registry.remotes.map((entry) =>
        entry.remote === 'remote_blog' ? { ...entry, releases: [blogNext, blogLive, gone, blogGone] } : entry,
      ),
    });
    renderAdminApp('/admin/versiones');
    expect((await remote('Catálogo y portada')).queryByRole('button', { name: /^Revertir/ })).not.toBeInTheDocument();
    const blog = await remote('Blog');
    expect(blog.queryByRole('button', { name: /^Revertir/ })).not.toBeInTheDocument();
    expect(blog.getByText('La versión anterior, 1.1.0, ya no se conserva: no se puede revertir.')).toBeInTheDocument();
  });

  it("'Vista previa' asks first, then keeps the preview for this tab and opens the site", async () => {
    serve(registry);
    renderAdminApp('/admin/versiones');
    const open = jest.spyOn(site, 'open').mockImplementation(() => undefined);
    await remote('Blog');
    await user().click(row('1.3.0').getByRole('button', { name: 'Vista previa de 1.3.0 de Blog' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText('¿Ver el sitio con la versión 1.3.0 de Blog?')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user().click(within(question).getByRole('button', { name: 'Abrir vista previa' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('preview')!)).toEqual({ id: 13, remote: 'remote_blog', version: '1.3.0' });
  });
});
