import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseChange, ReleaseRegistry, Rollout } from '@pasteleria/shared/federation';
import { mockApi, type Reply } from '@pasteleria/shared/testing';
import { axeViolations } from '../test/axe';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { blogRollout, registry } from '../test/releases';

beforeEach(() => {
  sessionStorage.clear();
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });

const ROLLOUT = '/admin/releases/remote_blog/rollouts';
const CURRENT = `${ROLLOUT}/current`;
const LATEST = `${ROLLOUT}/latest`;

/**
 * The API: the registry and the blog's rollout answer what they are until an action changes them
 * (the blog's null before it has one; the other remotes' …/latest is unknown here: 404, as an API
 * from before it answers, which says none too); no deploy keys.
 */
function serve(
  first: { registry?: ReleaseRegistry; rollout?: Rollout | null },
  actions: Record<string, () => Reply> = {},
) {
  const state = { registry: first.registry ?? registry, rollout: first.rollout ?? null };
  const api = mockApi({
    'GET /admin/releases': () => ({ data: state.registry }),
    [`GET ${LATEST}`]: () => ({ data: state.rollout }),
    'GET /admin/deploy-keys': { data: [] },
    ...actions,
  });
  const bodyOf = (call: string) => api.bodies[api.calls.indexOf(call)];
  return { api, state, bodyOf };
}

/** The blog's section. */
async function blog() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Blog remote_blog' });
  return within(heading.closest('section') as HTMLElement);
}

type Panel = Awaited<ReturnType<typeof rolloutOf>>;

/** The blog's rollout, once shown, by its heading. */
async function rolloutOf(heading: string) {
  const found = await (await blog()).findByRole('heading', { level: 3, name: heading });
  return within(found.closest('section') as HTMLElement);
}

/** The text of a fact (<dt>name</dt><dd>…</dd>) of the rollout. */
function fact(panel: Panel, name: string) {
  return panel.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The cells of the table of the two releases, row by row. */
function healthRows(panel: Panel) {
  return panel.getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent));
}

/** Clicks the rollout's button `name`, checks its question and confirms it with `confirm`. */
async function confirmStep(name: string, question: string, confirm: string) {
  const panel = await rolloutOf('Despliegue gradual en curso');
  await user().click(panel.getByRole('button', { name }));
  const tooltip = await screen.findByRole('tooltip');
  expect(within(tooltip).getByText(question)).toBeInTheDocument();
  await waitFor(() => expect(within(tooltip).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  await user().click(within(tooltip).getByRole('button', { name: confirm }));
}

const automaticAbort: ReleaseChange = {
  id: 9,
  remote: 'remote_blog',
  from: { id: 13, version: '1.3.0' },
  to: { id: 12, version: '1.2.0' },
  changedBy: 'automático',
  changedAt: '2026-03-07T10:20:00Z',
  kind: 'rollout-abort',
  share: 0,
  reason: 'Visitas con error: 16.7% con 1.3.0 contra 0.9% con 1.2.0.',
};

describe('/admin/versiones: rolling releases', () => {
  it('a running rollout shows its stage, share, time left, and the new and stable releases side by side', async () => {
    serve({ rollout: blogRollout() });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    expect(
      panel.getByText(
        'La versión 1.3.0 llega al 10% de los visitantes; los demás siguen con 1.2.0. Se detiene y revierte sola si le va claramente peor que a la estable.',
      ),
    ).toBeInTheDocument();
    expect(fact(panel, 'Etapa')).toBe('1 de 3: 10% de los visitantes');
    expect(fact(panel, 'Tiempo restante de la etapa')).toBe('6 minEspera visitas: 12 de 30 para avanzar sola.');
    expect(fact(panel, 'Etapas')).toBe('10% 10 min → 50% 20 min → 100%');
    expect(fact(panel, 'Iniciado por')).toBe('clave «CI blog»');

    expect(healthRows(panel)).toEqual([
      ['Medida', 'Nueva (1.3.0)', 'Estable (1.2.0)'],
      ['Visitas', '12', '108'],
      ['Visitas con algún error', '16.7% (2)', '0.9% (1)'],
      ['Visitas en que no cargaron sus archivos', '1', '0'],
      ['Carga: LCP p75', '2.4 s', '1.9 s'],
      ['Respuesta: INP p75', '180 ms', 'Sin datos'],
    ]);
    const canaryErrors = panel.getByRole('heading', { level: 4, name: 'Errores más frecuentes de la nueva (1.3.0)' });
    expect(
      within(canaryErrors.nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "TypeError: Cannot read properties of undefined (reading 'stars') (2 visitas)",
      'ChunkLoadError: Loading chunk 512 failed (1 visita)',
    ]);
    const stableErrors = panel.getByRole('heading', { level: 4, name: 'Errores más frecuentes de la estable (1.2.0)' });
    expect(stableErrors.nextElementSibling).toHaveTextContent('Ningún error reportado.');

    // While it runs, no other release of the blog can start one or be made live for everyone.
    const section = await blog();
    expect(section.queryByRole('button', { name: /^Iniciar despliegue gradual/ })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /^Publicar/ })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /^Revertir/ })).not.toBeInTheDocument();
    expect(
      section.getByText(/Mientras dure el despliegue gradual, ninguna otra versión se publica para todos/),
    ).toBeVisible();
    expect(section.getAllByRole('button', { name: /^Vista previa/ }).length).toBeGreaterThan(0);
  });

  it('passes axe with a running rollout, and keeps its headings in order', async () => {
    serve({ rollout: blogRollout() });
    renderAdminApp('/admin/versiones');
    await rolloutOf('Despliegue gradual en curso');
    await screen.findByRole('heading', { name: 'Historial de publicaciones' });
    expect(await axeViolations()).toEqual([]);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('says when a stage has had its time: it waits for visits, or advances at the next analysis', async () => {
    const longAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    serve({ rollout: blogRollout({ stageStartedAt: longAgo }) });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    expect(fact(panel, 'Tiempo restante de la etapa')).toBe('CumplidoEspera visitas: 12 de 30 para avanzar sola.');
  });

  it('a stage with its time and its visits advances at the next analysis', async () => {
    const longAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    serve({ rollout: blogRollout({ stageStartedAt: longAgo, canary: { ...blogRollout().canary, visits: 45 } }) });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    expect(fact(panel, 'Tiempo restante de la etapa')).toBe('Cumplido: avanza en el próximo análisis (cada minuto)');
  });

  it("the last stage has no time limit and no 'Avanzar'", async () => {
    serve({ rollout: blogRollout({ stage: 2, share: 100 }) });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    expect(fact(panel, 'Tiempo restante de la etapa')).toBe(
      'Sin límite de tiempoEspera visitas: 12 de 30 para avanzar sola.',
    );
    expect(panel.queryByRole('button', { name: 'Avanzar el despliegue de Blog' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Completar el despliegue de Blog' })).toBeInTheDocument();
  });

  it("'Avanzar' asks first, then advances it, says so, and takes focus to the rollout", async () => {
    const site = serve(
      { rollout: blogRollout() },
      {
        [`POST ${CURRENT}/advance`]: () => {
          site.state.rollout = blogRollout({ stage: 1, share: 50, stageStartedAt: new Date().toISOString() });
          return { data: site.state.rollout };
        },
      },
    );
    renderAdminApp('/admin/versiones');
    await confirmStep(
      'Avanzar el despliegue de Blog',
      '¿Avanzar el despliegue de 1.3.0 al 50% de los visitantes?',
      'Avanzar',
    );
    expect(await screen.findByText('El despliegue de 1.3.0 avanzó: 50% de los visitantes.')).toBeInTheDocument();
    expect(site.api.calls).toContain(`POST ${CURRENT}/advance`);
    const panel = await rolloutOf('Despliegue gradual en curso');
    expect(fact(panel, 'Etapa')).toBe('2 de 3: 50% de los visitantes');
    expect(fact(panel, 'Tiempo restante de la etapa')).toMatch(/^20 min/);
    await waitFor(() =>
      expect(panel.getByRole('heading', { level: 3, name: 'Despliegue gradual en curso' })).toHaveFocus(),
    );
  });

  it("'Completar' asks first, then makes the release live for everyone and shows the outcome", async () => {
    const site = serve(
      { rollout: blogRollout() },
      {
        [`POST ${CURRENT}/complete`]: () => {
          site.state.rollout = blogRollout({
            stage: 2,
            share: 100,
            status: 'completed',
            reason: 'Completado por Ana Administradora.',
            endedAt: '2026-03-07T11:00:00Z',
          });
          return { data: site.state.rollout };
        },
      },
    );
    renderAdminApp('/admin/versiones');
    await confirmStep('Completar el despliegue de Blog', '¿Completar el despliegue de 1.3.0?', 'Completar');
    expect(await screen.findByText('Blog ya usa la versión 1.3.0 para todos.')).toBeInTheDocument();
    expect(site.api.calls).toContain(`POST ${CURRENT}/complete`);
    const panel = await rolloutOf('Último despliegue gradual');
    expect(fact(panel, 'Resultado')).toBe('Completado: la reciben todos los visitantes');
    expect(fact(panel, 'Motivo')).toBe('Completado por Ana Administradora.');
    await waitFor(() => expect(panel.getByRole('heading', { level: 3 })).toHaveFocus());
    // A release may be rolled out again.
    expect((await blog()).getAllByRole('button', { name: /^Iniciar despliegue gradual de/ }).length).toBeGreaterThan(0);
  });

  it("'Detener y revertir' asks first, then brings everyone back to the stable release", async () => {
    const site = serve(
      { rollout: blogRollout() },
      {
        [`POST ${CURRENT}/abort`]: () => {
          site.state.rollout = blogRollout({
            share: 0,
            status: 'aborted',
            reason: 'Detenido por Ana Administradora.',
            endedAt: '2026-03-07T11:00:00Z',
          });
          return { data: site.state.rollout };
        },
      },
    );
    renderAdminApp('/admin/versiones');
    await confirmStep(
      'Detener y revertir el despliegue de Blog',
      '¿Detener el despliegue de 1.3.0 y volver a 1.2.0?',
      'Detener y revertir',
    );
    expect(await screen.findByText('Despliegue detenido: Blog vuelve a 1.2.0.')).toBeInTheDocument();
    expect(site.api.calls).toContain(`POST ${CURRENT}/abort`);
    const panel = await rolloutOf('Último despliegue gradual');
    expect(fact(panel, 'Resultado')).toBe('Detenido y revertido a 1.2.0');
  });

  it('cancelling a step changes nothing', async () => {
    const site = serve({ rollout: blogRollout() });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    const abort = panel.getByRole('button', { name: 'Detener y revertir el despliegue de Blog' });
    await user().click(abort);
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancelar' }));
    expect(site.api.calls.some((call) => call.startsWith('POST'))).toBe(false);
    expect(abort).toHaveFocus();
  });

  it("a refused step says why in the API's words, and focus stays on its button", async () => {
    serve(
      { rollout: blogRollout() },
      {
        [`POST ${CURRENT}/advance`]: () => ({
          status: 409,
          data: { message: 'No hay un despliegue gradual en curso.' },
        }),
      },
    );
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    const advance = panel.getByRole('button', { name: 'Avanzar el despliegue de Blog' });
    await confirmStep(
      'Avanzar el despliegue de Blog',
      '¿Avanzar el despliegue de 1.3.0 al 50% de los visitantes?',
      'Avanzar',
    );
    expect(await screen.findByText('No hay un despliegue gradual en curso.')).toBeInTheDocument();
    await waitFor(() => expect(advance).toHaveFocus());
  });

  it('a step that fails otherwise says so in Spanish', async () => {
    serve({ rollout: blogRollout() }, { [`POST ${CURRENT}/complete`]: () => ({ status: 500 }) });
    renderAdminApp('/admin/versiones');
    await confirmStep('Completar el despliegue de Blog', '¿Completar el despliegue de 1.3.0?', 'Completar');
    expect(
      await screen.findByText('No se pudo completar el despliegue gradual. Intenta de nuevo.'),
    ).toBeInTheDocument();
  });

  it('refreshes a running rollout on its own, and with it the history, when the analysis takes a step', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const site = serve({ rollout: blogRollout() });
    renderAdminApp('/admin/versiones');
    await rolloutOf('Despliegue gradual en curso');

    site.state.rollout = blogRollout({
      share: 0,
      status: 'aborted',
      reason: automaticAbort.reason,
      endedAt: automaticAbort.changedAt,
    });
    site.state.registry = { ...registry, history: [automaticAbort, ...registry.history] };
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const panel = await rolloutOf('Último despliegue gradual');
    expect(fact(panel, 'Motivo')).toBe(automaticAbort.reason);
    const history = within(
      screen.getByRole('heading', { level: 2, name: 'Historial de publicaciones' }).closest('section')!,
    );
    expect(await history.findByText('Automático')).toBeInTheDocument();
  });

  it('shows how the last rollout ended when none runs', async () => {
    serve({
      rollout: blogRollout({
        share: 0,
        status: 'aborted',
        reason: automaticAbort.reason,
        endedAt: automaticAbort.changedAt,
      }),
    });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Último despliegue gradual');
    expect(fact(panel, 'Versión')).toBe('1.3.0');
    expect(fact(panel, 'Resultado')).toBe('Detenido y revertido a 1.2.0');
    expect(fact(panel, 'Motivo')).toBe(automaticAbort.reason);
    expect(panel.getByText(/2026/).closest('time')).toHaveAttribute('datetime', automaticAbort.changedAt);
    expect(panel.queryAllByRole('button')).toHaveLength(0);
  });

  it('the history names each step of a rollout, marks the automatic ones, and says why', async () => {
    const steps: ReleaseChange[] = [
      automaticAbort,
      {
        ...automaticAbort,
        id: 8,
        from: { id: 12, version: '1.2.0' },
        to: { id: 13, version: '1.3.0' },
        kind: 'rollout-advance',
        share: 50,
        reason: 'Etapa 1 cumplida: 34 visitas, 0.0% con error.',
      },
      {
        ...automaticAbort,
        id: 7,
        from: { id: 12, version: '1.2.0' },
        to: { id: 13, version: '1.3.0' },
        kind: 'rollout-start',
        share: 10,
        changedBy: 'Ana Administradora',
        reason: null,
      },
    ];
    serve({ registry: { ...registry, history: [...steps, ...registry.history] } });
    renderAdminApp('/admin/versiones');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Historial de publicaciones' });
    const rows = within(heading.closest('section') as HTMLElement)
      .getAllByRole('row')
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows[0]).toEqual(['Fecha', 'Remoto', 'Cambio', 'Quién', 'Motivo']);
    expect(rows.slice(1, 5).map(([, ...rest]) => rest)).toEqual([
      ['Blog', 'Despliegue gradual detenido y revertido: 1.3.0 →  a 1.2.0', 'Automático', automaticAbort.reason],
      [
        'Blog',
        'Avance del despliegue gradual (50%): 1.2.0 →  a 1.3.0',
        'Automático',
        'Etapa 1 cumplida: 34 visitas, 0.0% con error.',
      ],
      ['Blog', 'Inicio del despliegue gradual (10%): 1.2.0 →  a 1.3.0', 'Ana Administradora', ''],
      ['Blog', '1.1.0 →  a 1.2.0', 'clave «CI blog»', ''],
    ]);
  });
});

describe('/admin/versiones: starting a rollout', () => {
  /** Opens the dialog of the blog's 1.3.0. */
  async function openDialog() {
    const blogSection = await blog();
    await user().click(blogSection.getByRole('button', { name: 'Iniciar despliegue gradual de 1.3.0 de Blog' }));
    return within(await screen.findByRole('dialog', { name: 'Despliegue gradual de 1.3.0 de Blog' }));
  }

  async function retype(input: HTMLElement, value: string) {
    await user().clear(input);
    if (value) await user().type(input, value);
  }

  it("'Iniciar despliegue gradual' sits beside 'Publicar'; its dialog starts with the default stages", async () => {
    serve({});
    renderAdminApp('/admin/versiones');
    const publish = (await blog()).getByRole('button', { name: 'Publicar 1.3.0 de Blog' });
    expect(
      within(publish.closest('td') as HTMLElement).getByRole('button', {
        name: 'Iniciar despliegue gradual de 1.3.0 de Blog',
      }),
    ).toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 1: % de visitantes' })).toHaveValue('10');
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 1: minutos' })).toHaveValue('10');
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 2: % de visitantes' })).toHaveValue('50');
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 2: minutos' })).toHaveValue('20');
    expect(dialog.getByText('Etapa 3: 100% de los visitantes (se completa).')).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: 'Visitas mínimas por etapa' })).toHaveValue('30');
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the stages and the least visits, closes, shows the rollout and takes focus to it', async () => {
    const site = serve(
      {},
      {
        [`POST ${ROLLOUT}`]: () => {
          site.state.rollout = blogRollout({ stageStartedAt: new Date().toISOString() });
          return { status: 201, data: site.state.rollout };
        },
      },
    );
    renderAdminApp('/admin/versiones');
    const dialog = await openDialog();
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 2: % de visitantes' }), '40');
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 2: minutos' }), '15');
    await user().click(dialog.getByRole('button', { name: 'Añadir etapa' }));
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 3: % de visitantes' }), '75');
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 3: minutos' }), '5');
    await retype(dialog.getByRole('spinbutton', { name: 'Visitas mínimas por etapa' }), '50');
    await user().click(dialog.getByRole('button', { name: 'Iniciar despliegue gradual' }));

    expect(await screen.findByText('Despliegue gradual de 1.3.0 iniciado: 10% de los visitantes.')).toBeInTheDocument();
    expect(site.bodyOf(`POST ${ROLLOUT}`)).toEqual({
      id: 13,
      stages: [{ share: 10, seconds: 600 }, { share: 40, seconds: 900 }, { share: 75, seconds: 300 }, { share: 100 }],
      minVisits: 50,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = await rolloutOf('Despliegue gradual en curso');
    await waitFor(() => expect(panel.getByRole('heading', { level: 3 })).toHaveFocus());
  });

  it('checks the stages in Spanish before sending: shares rising below 100, whole minutes above 0, the visits', async () => {
    const site = serve({});
    renderAdminApp('/admin/versiones');
    const dialog = await openDialog();
    await retype(dialog.getByRole('spinbutton', { name: 'Visitas mínimas por etapa' }), '');
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 2: % de visitantes' }), '5');
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 1: minutos' }), '0');
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 2: minutos' }), '');
    await user().click(dialog.getByRole('button', { name: 'Iniciar despliegue gradual' }));
    expect(await dialog.findByText('Debe ser mayor que el de la etapa 1 (10%).')).toBeInTheDocument();
    expect(await dialog.findByText('Escribe un número entero de minutos mayor que 0.')).toBeInTheDocument();
    expect(await dialog.findByText('Escribe cuántos minutos dura la etapa 2.')).toBeInTheDocument();
    expect(await dialog.findByText('Escribe un número entero de visitas, de 0 a 1,000,000.')).toBeInTheDocument();

    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 2: % de visitantes' }), '100');
    expect(
      await dialog.findByText('Escribe un número entero de 1 a 99: la última etapa ya es el 100%.'),
    ).toBeInTheDocument();
    await user().click(dialog.getByRole('button', { name: 'Quitar la etapa 2' }));
    expect(dialog.queryByRole('spinbutton', { name: 'Etapa 2: % de visitantes' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(site.api.calls.some((call) => call.startsWith('POST'))).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it("a refusal shows in the dialog in the API's words, with nothing lost", async () => {
    let reply: Reply = { status: 409, data: { message: 'Ya hay un despliegue gradual en curso de remote_blog.' } };
    serve({}, { [`POST ${ROLLOUT}`]: () => reply });
    renderAdminApp('/admin/versiones');
    const dialog = await openDialog();
    await retype(dialog.getByRole('spinbutton', { name: 'Etapa 1: % de visitantes' }), '5');
    await user().click(dialog.getByRole('button', { name: 'Iniciar despliegue gradual' }));
    expect(await dialog.findByText('Ya hay un despliegue gradual en curso de remote_blog.')).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 1: % de visitantes' })).toHaveValue('5');

    reply = {
      status: 422,
      data: { message: 'Revisa las etapas.', errors: { stages: ['Cada etapa debe durar al menos un minuto.'] } },
    };
    await user().click(dialog.getByRole('button', { name: 'Iniciar despliegue gradual' }));
    expect(await dialog.findByText('Revisa las etapas.')).toBeInTheDocument();
    expect(dialog.getByText('Cada etapa debe durar al menos un minuto.')).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: 'Etapa 1: % de visitantes' })).toHaveValue('5');
  });

  it('works by keyboard: the dialog opens with Enter, closes with Escape and gives focus back', async () => {
    serve({});
    renderAdminApp('/admin/versiones');
    const start = (await blog()).getByRole('button', { name: 'Iniciar despliegue gradual de 1.3.0 de Blog' });
    start.focus();
    await user().keyboard('{Enter}');
    const dialog = () => screen.getByRole('dialog', { name: 'Despliegue gradual de 1.3.0 de Blog' });
    await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));
    await user().tab();
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(start).toHaveFocus());
  });

  it("the rollout's steps are reached by keyboard and asked with Enter", async () => {
    serve({ rollout: blogRollout() });
    renderAdminApp('/admin/versiones');
    const panel = await rolloutOf('Despliegue gradual en curso');
    panel.getByRole('heading', { level: 3 }).focus();
    await user().tab();
    expect(panel.getByRole('button', { name: 'Avanzar el despliegue de Blog' })).toHaveFocus();
    await user().tab();
    expect(panel.getByRole('button', { name: 'Completar el despliegue de Blog' })).toHaveFocus();
    await user().tab();
    expect(panel.getByRole('button', { name: 'Detener y revertir el despliegue de Blog' })).toHaveFocus();
    await user().keyboard('{Enter}');
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('¿Detener el despliegue de 1.3.0 y volver a 1.2.0?')).toBeInTheDocument();
    await waitFor(() => expect(within(tooltip).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });
});
