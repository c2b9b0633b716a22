import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Release, ReleaseRegistry, ReleaseVitals, RemoteVitals } from '@pasteleria/shared/federation';
import { mockApi, type Reply } from '@pasteleria/shared/testing';
import { axeViolations } from '../test/axe';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { blogLive, registry } from '../test/releases';
import { rateVital } from './vitals-rating';

beforeEach(() => {
  sessionStorage.clear();
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const VITALS = '/admin/releases/vitals';

/** The admin's 2.0.0, live. */
const adminLive: Release = {
  ...blogLive,
  id: 30,
  remote: 'remote_admin',
  version: '2.0.0',
  manifestUrl: '/remotes/admin/2.0.0/mf-manifest.json',
};
const withAdmin: ReleaseRegistry = {
  ...registry,
  remotes: registry.remotes.map((entry) =>
    entry.remote === 'remote_admin' ? { ...entry, live: adminLive, releases: [adminLive] } : entry,
  ),
};

const measured = (over: Partial<RemoteVitals> & Pick<RemoteVitals, 'remote'>): RemoteVitals => ({
  release: null,
  views: 0,
  lcpP75: null,
  inpP75: null,
  ...over,
});

/** The admin slow to load but quick to answer, the blog in between and slow to answer, the catalogue unmeasured. */
const week: ReleaseVitals = {
  days: 7,
  since: '2026-11-20T16:00:00.000Z',
  remotes: [
    measured({ remote: 'remote_public', release: { id: 1, version: '0.1.0-aaaa1111' } }),
    measured({ remote: 'remote_blog', release: { id: 12, version: '1.2.0' }, views: 340, lcpP75: 2600, inpP75: 520 }),
    measured({ remote: 'remote_admin', release: { id: 30, version: '2.0.0' }, views: 12, lcpP75: 4800, inpP75: 180 }),
  ],
};

function serve(vitals: Reply | (() => Reply), releases: ReleaseRegistry = withAdmin) {
  return mockApi({
    'GET /admin/releases': { data: releases },
    [`GET ${VITALS}`]: vitals,
    'GET /admin/deploy-keys': { data: [] },
  });
}

/** A remote's section ('Administración remote_admin'), once shown. */
async function remote(name: string, timeout?: number) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name} `) }, { timeout });
  return within(heading.closest('section') as HTMLElement);
}

/** A remote's performance, by its heading, once shown. */
async function vitalsOf(name: string) {
  const heading = await (
    await remote(name)
  ).findByRole('heading', { level: 3, name: 'Rendimiento en los últimos 7 días' });
  return within(heading.closest('section') as HTMLElement);
}

/** The text of a fact (<dt>name</dt><dd>…</dd>). */
const fact = (section: Awaited<ReturnType<typeof vitalsOf>>, name: string) =>
  section.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe("/admin/versiones: each live release's performance", () => {
  it("shows the back office's own LCP and INP p75 from the team's browsers, rated, with the visits measured", async () => {
    const api = serve({ data: week });
    renderAdminApp('/admin/versiones');
    const admin = await vitalsOf('Administración');
    expect(admin.getByText(/^Lo que midieron los navegadores del equipo con la versión 2\.0\.0/)).toBeInTheDocument();
    expect(fact(admin, 'Carga: LCP p75')).toBe('4.8 s Deficiente');
    expect(fact(admin, 'Respuesta: INP p75')).toBe('180 ms Bueno');
    expect(fact(admin, 'Visitas medidas')).toBe('12');
    expect(api.calls.filter((call) => call === `GET ${VITALS}`)).toHaveLength(1);

    const blog = await vitalsOf('Blog');
    expect(
      blog.getByText(/^Lo que midieron los navegadores de los visitantes con la versión 1\.2\.0/),
    ).toBeInTheDocument();
    expect(fact(blog, 'Carga: LCP p75')).toBe('2.6 s Necesita mejorar');
    expect(fact(blog, 'Respuesta: INP p75')).toBe('520 ms Deficiente');
    expect(fact(blog, 'Visitas medidas')).toBe('340');

    expect(
      (await vitalsOf('Catálogo y portada')).getByText(
        'Aún no hay mediciones de los navegadores de los visitantes para la versión 0.1.0-aaaa1111.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says when the team's browsers have measured nothing yet, and a measure missing as 'Sin datos'", async () => {
    serve({
      data: {
        ...week,
        remotes: [
          measured({ remote: 'remote_admin', release: { id: 30, version: '2.0.0' } }),
          measured({ remote: 'remote_blog', release: { id: 12, version: '1.2.0' }, views: 3, lcpP75: 2500 }),
        ],
      },
    });
    renderAdminApp('/admin/versiones');
    const admin = await vitalsOf('Administración');
    expect(
      admin.getByText('Aún no hay mediciones de los navegadores del equipo para la versión 2.0.0.'),
    ).toBeInTheDocument();
    expect(admin.queryByText('Carga: LCP p75')).not.toBeInTheDocument();
    const blog = await vitalsOf('Blog');
    expect(fact(blog, 'Carga: LCP p75')).toBe('2.5 s Bueno');
    expect(fact(blog, 'Respuesta: INP p75')).toBe('Sin datos');
    // The catalogue is not in the answer: nothing shown for it.
    expect((await remote('Catálogo y portada')).queryByText(/Rendimiento/)).not.toBeInTheDocument();
  });

  it('a remote without a live release, or an API that does not measure (404), shows no performance', async () => {
    serve({ status: 404, data: { message: 'No encontrado' } }, registry);
    renderAdminApp('/admin/versiones');
    expect(await (await remote('Administración')).findByText('Ninguna versión publicada.')).toBeInTheDocument();
    expect((await remote('Blog')).getByRole('heading', { level: 3, name: 'Versión publicada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Rendimiento/ })).not.toBeInTheDocument();
  });

  it('a failed load says so in each live remote, and Reintentar asks again', async () => {
    let reply: Reply = { status: 500, data: { message: 'Error' } };
    serve(() => reply);
    renderAdminApp('/admin/versiones');
    // The releases show once the figures are known, here after the query client's one retry.
    const admin = await remote('Administración', 5000);
    expect(
      await admin.findByText('No se pudo cargar el rendimiento de Administración.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    reply = { data: week };
    await userEvent.setup({ delay: null }).click(admin.getByRole('button', { name: 'Reintentar' }));
    expect(await vitalsOf('Administración')).toBeTruthy();
    expect(screen.queryByText(/^No se pudo cargar el rendimiento/)).not.toBeInTheDocument();
  });
});

describe("web.dev's thresholds", () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
  ] as const)('%s p75 %d ms is %s', (vital, p75, rating) => {
    expect(rateVital(vital, p75)).toBe(rating);
  });
});
