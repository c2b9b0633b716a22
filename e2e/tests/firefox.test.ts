// The site in Firefox ESR (Debian's, driven by puppeteer-core over WebDriver BiDi; see
// src/firefox.ts): a visitor's path on a phone-sized screen, a visitor who leaves the home page
// before its lower sections loaded (Firefox aborts a page's loads as a navigation begins), and an
// admin writing, editing and deleting a post, whose public page must fit a phone's width.
import type { HTTPRequest, Page } from 'puppeteer-core';
import { expect } from '../src/fixtures.js';
import {
  click,
  clickAt,
  control,
  find,
  overflow,
  scrollUntil,
  test,
  typeInto,
  waitFor,
  waitForGone,
  waitForPath,
  waitForValue,
  waitUntil,
} from '../src/firefox.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/site.js';

// A post is created, edited and deleted: the file has a site of its own.
test.use({ ownSite: 'firefox' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** GET of the site's public API. */
async function publicApi<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}/api/v1/public${path}`);
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

interface PublicPost {
  slug: string;
  title: string;
  descripcion: string;
}

/** Marks the tab's document, so a later check tells a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eSameDocument = 'sí';
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'sí');
}

/** The page's text (whitespace, non-breaking spaces included, collapsed to one space) inside `selector`. */
function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate(
    (selector) => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    selector,
  );
}

/** Fails, naming the element that sticks out, when the page is wider than the screen. */
async function expectFitsScreen(page: Page, what: string, soft = false): Promise<void> {
  const { scrollWidth, innerWidth, culprit } = await overflow(page);
  const check = soft ? expect.soft : expect;
  check(
    scrollWidth,
    `${what}: la página mide ${scrollWidth}px de ancho en una pantalla de ${innerWidth}px (${culprit || 'ningún elemento se sale'})`,
  ).toBeLessThanOrEqual(innerWidth);
}

test.describe('Firefox ESR', () => {
  test('a visitor on a phone browses the catalogue, opens a product and reads a post', async ({
    firefox,
    site: { url: site },
  }) => {
    test.slow(); // a browser of its own and a dozen screens on a busy machine
    const page = await firefox.open(`${site}/`, PHONE);

    // The home page: the slides, the featured categories, and lower down the blog's cards.
    await waitFor(page, { selector: 'section[aria-label="Promociones"]', hasText: 'Pasteles para cada celebración' });
    await waitFor(page, { selector: 'section[aria-labelledby="pub-featured-title"] a', text: 'Pasteles' });
    await scrollUntil(page, { selector: 'section[aria-labelledby="pub-content-title"] a[aria-label^="Leer más: "]' });
    await waitFor(page, { selector: 'h2', text: 'Blog y Contenidos' });

    await click(page, { selector: 'section[aria-label="Aviso de cookies"] button', text: 'Acepto' });
    await waitForGone(page, { selector: 'section[aria-label="Aviso de cookies"]' });

    // The navbar's 'Categorías' changes the screen without loading another document.
    await markDocument(page);
    await click(page, { selector: 'nav[aria-label="Principal"] a', text: 'Categorías' });
    await waitForPath(page, '/categorias');
    await waitFor(page, { selector: 'h1', text: 'Línea de productos' });
    expect(await isSameDocument(page), "'Categorías' navega sin recargar la página").toBe(true);

    await click(page, { selector: 'a.pub-card-action', text: 'Pasteles' });
    await waitForPath(page, '/categorias/pasteles');

    // A product's 'Ver más': its dialog with the price in pesos, closed with 'Regresar'.
    const more = await waitFor(page, { selector: 'a[aria-label^="Ver más de "]' });
    const name = (await more.evaluate((a) => a.getAttribute('aria-label') ?? '')).replace('Ver más de ', '');
    const { productos } = await publicApi<{ productos: Array<{ name: string; price: number | string }> }>(
      site,
      '/categorias/pasteles',
    );
    const product = productos.find((p) => p.name === name);
    expect(product, `la API lista el producto «${name}»`).toBeTruthy();
    const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(Number(product!.price));
    await click(page, { selector: 'a[aria-label^="Ver más de "]', text: 'Ver más' });
    await waitFor(page, { selector: '[role="dialog"] h2', text: name });
    const price = await waitFor(page, { selector: '[role="dialog"] dd.price' });
    expect(await price.evaluate((dd) => dd.textContent?.trim()), 'el precio en pesos').toBe(pesos);
    expect(pesos).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await click(page, { selector: '[role="dialog"] button', text: 'Regresar' });
    await waitForGone(page, { selector: '[role="dialog"]' });
    await waitForPath(page, '/categorias/pasteles');

    // The blog, then a post: its title, its body, and nothing wider than the phone.
    await click(page, { selector: 'nav[aria-label="Principal"] a', text: 'Blog' });
    await waitForPath(page, '/blog');
    await waitFor(page, { selector: 'h1', text: 'Blog y Contenidos' });
    const read = await waitFor(page, { selector: 'a[href^="/blog/post/"][aria-label^="Leer más: "]' });
    const title = (await read.evaluate((a) => a.getAttribute('aria-label') ?? '')).replace('Leer más: ', '');
    await click(page, { selector: `a[href^="/blog/post/"][aria-label="Leer más: ${title}"]` });
    const path = await waitForPath(page, (p) => p.startsWith('/blog/post/'));
    expect(await isSameDocument(page), 'el blog y la entrada se abren sin recargar la página').toBe(true);
    await waitFor(page, { selector: 'article h1', text: title });

    const posts = await publicApi<PublicPost[]>(site, '/blog/posts');
    const post = posts.find((p) => `/blog/post/${encodeURIComponent(p.slug)}` === path);
    expect(post, `la API lista la entrada de ${path}`).toBeTruthy();
    const body = await page.evaluate(
      (html) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim(),
      post!.descripcion,
    );
    const opening = body.slice(0, 60);
    expect(opening.length, 'la entrada tiene cuerpo').toBeGreaterThan(20);
    await waitUntil(`el cuerpo de la entrada («${opening}…»)`, async () =>
      (await textOf(page, 'article')).includes(opening),
    );
    await expectFitsScreen(page, `la entrada ${path}`);
  });
});

/** What a page reports of its remotes' releases (`POST /api/v1/public/releases/reports`). */
interface ReleaseReport {
  path: string;
  remotes: Array<{ remote: string; errors?: Array<{ kind: string; message: string }> }>;
}

/** Said in the page's console whenever an alert appears in it (what the page shows of a failure). */
const ALERT_SHOWN = 'e2e: alerta en la página';

/** How the test answers the cookie policy's page: after a second, or with a 204 (no navigation). */
type PolicyAnswer = 'late' | 'none';

/**
 * The home page on a phone, loaded and idle (its reporter of releases loaded), whose lower
 * sections' files (remote_public's, asked for on the visitor's first touch) are held from `hold()`
 * on; `reports` gathers what the page reports of its releases, `logged` what its console says.
 */
async function homeWithSectionsHeld(firefox: { open(url: string, size: typeof PHONE): Promise<Page> }, site: string) {
  const page = await firefox.open(`${site}/`, PHONE);
  // Each visit downloads the sections' files anew: an earlier visit of this browser kept them.
  await page.setCacheEnabled(false);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.evaluateOnNewDocument((said: string) => {
    new MutationObserver(() => {
      if (document.querySelector('[role="alert"]')) console.log(said);
    }).observe(document, { subtree: true, childList: true });
  }, ALERT_SHOWN);
  const reports: ReleaseReport[] = [];
  const held: HTTPRequest[] = [];
  let holding = false;
  let policy: PolicyAnswer = 'late';
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // A beacon sent as the test closes the page can no longer be read: it is not this test's.
    if (pathname === '/api/v1/public/releases/reports')
      void request.fetchPostData().then(
        (body) => body && reports.push(JSON.parse(body) as ReleaseReport),
        () => undefined,
      );
    if (holding && /^\/remotes\/public\/.*\.js$/.test(pathname)) held.push(request);
    else if (pathname === '/politica-cookies' && policy === 'none') void request.respond({ status: 204, body: '' });
    else if (pathname === '/politica-cookies') setTimeout(() => void request.continue().catch(() => undefined), 1000);
    else void request.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitUntil('el informe de la página de inicio', async () => reports.some((report) => report.path === '/'));
  return {
    page,
    logged,
    reports,
    errors: () => reports.flatMap((report) => report.remotes.flatMap((remote) => remote.errors ?? [])),
    /** What the page said of a failure: the boundary's and the federation runtime's lines, an alert shown. */
    failureSaid: () => logged.filter((text) => /^\[(host|federation)\]/.test(text) || text === ALERT_SHOWN),
    hold(answer: PolicyAnswer = 'late') {
      holding = true;
      policy = answer;
    },
    /** The held files, once asked for, fail (those the browser aborted itself are failed already). */
    async failSections() {
      await waitUntil('los archivos de las secciones de abajo', async () => held.length > 0);
      holding = false;
      await Promise.all(held.map((request) => request.abort('failed').catch(() => undefined)));
    },
  };
}

test.describe('Firefox ESR, a page left while its sections load', () => {
  test("tapping 'Leer más' before the home page's lower sections loaded: their aborted files are neither logged, shown nor reported; a real failure is", async ({
    firefox,
    site: { url: site },
  }) => {
    test.slow(); // three visits in a browser of its own

    // Left for real: Firefox aborts the page's loads as soon as the navigation begins.
    const leaving = await homeWithSectionsHeld(firefox, site);
    leaving.hold('late');
    await click(leaving.page, { selector: 'section[aria-label="Aviso de cookies"] a', text: 'Leer más' });
    await leaving.failSections();
    await waitForPath(leaving.page, '/politica-cookies');
    await waitFor(leaving.page, { selector: 'h1', text: 'Política de cookies' });
    expect(leaving.failureSaid()).toEqual([]);
    // Each visit's tab is closed before the next one opens, as a visitor's would be.
    await leaving.page.close();

    // A navigation that does not happen (a 204): the page stays, and what failed as it was being
    // left is asked for again; what the page then reports has no error.
    const staying = await homeWithSectionsHeld(firefox, site);
    staying.hold('none');
    await click(staying.page, { selector: 'section[aria-label="Aviso de cookies"] a', text: 'Leer más' });
    await staying.failSections();
    await waitFor(staying.page, { selector: 'h2', text: 'Contacto' });
    await click(staying.page, { selector: 'nav[aria-label="Principal"] a', text: 'Blog' });
    await waitUntil(
      'el informe del fin de la visita a /',
      async () => staying.reports.filter((report) => report.path === '/').length === 2,
    );
    expect(staying.errors()).toEqual([]);
    expect(staying.failureSaid()).toEqual([]);
    await staying.page.close();

    // The same files failing while the visitor stays: the section failed, and that is said.
    const failing = await homeWithSectionsHeld(firefox, site);
    failing.hold();
    await clickAt(failing.page, 10, 300);
    await failing.failSections();
    await waitFor(failing.page, { selector: '[role="alert"] h1', text: 'No pudimos cargar esta sección' });
    await click(failing.page, { selector: 'nav[aria-label="Principal"] a', text: 'Blog' });
    await waitUntil('el informe del error de la sección', async () => failing.errors().length > 0);
    expect(failing.errors()).toEqual([expect.objectContaining({ kind: 'render' })]);
    expect(failing.failureSaid()).toEqual(
      expect.arrayContaining([expect.stringContaining('[host] Una sección del sitio falló.'), ALERT_SHOWN]),
    );
  });
});

test.describe('Firefox ESR, back office', () => {
  const NAME = 'conchas-en-firefox';
  const TITLE = 'Conchas recién hechas en Firefox';
  const EDITED = `${TITLE} editado`;
  const SUMMARY = 'Cómo preparamos las conchas de cada mañana.';
  /** Long enough that a phone has to wrap it, in ordinary words and spaces. */
  const PARAGRAPH =
    'Cada mañana preparamos conchas de vainilla y de chocolate con mantequilla fresca, ' +
    'harina de trigo y un poco de canela; la masa reposa toda la noche para que el pan ' +
    'quede suave por dentro y la costra se rompa en cuanto la muerdes.';

  test('an admin writes a post in the editor, the post fits a phone, then is edited and deleted', async ({
    firefox,
    site,
  }) => {
    test.slow(); // sign-in, three saves and the public page, in a browser of its own
    const admin = await firefox.open(`${site.url}/login`, DESKTOP);
    await typeInto(admin, await control(admin, 'Correo electrónico'), ADMIN_EMAIL);
    await typeInto(admin, await control(admin, 'Contraseña'), ADMIN_PASSWORD);
    await click(admin, { selector: 'button[type="submit"]', text: 'Ingresar' });
    await waitForPath(admin, '/admin');

    await click(admin, { selector: 'nav[aria-label="Secciones del panel"] a', text: 'Posts' });
    await waitForPath(admin, '/admin/post');
    await click(admin, { selector: 'a', text: 'Agregar post' });
    await waitForPath(admin, '/admin/post/create');

    // The required fields, then a paragraph typed into the rich-text editor.
    const form = 'form.admin-form';
    for (const [label, value] of [
      ['Nombre', NAME],
      ['Título', TITLE],
      ['Descripción', SUMMARY],
    ] as const) {
      const field = await control(admin, label, form);
      await typeInto(admin, field, value);
      await waitForValue(field, value);
    }
    const editor = await control(admin, 'Contenido', form);
    expect(await editor.evaluate((el) => el.classList.contains('ql-editor')), 'Contenido es el editor Quill').toBe(
      true,
    );
    await typeInto(admin, editor, PARAGRAPH);
    await waitForValue(editor, PARAGRAPH);

    await click(admin, { selector: `${form} button[type="submit"]`, text: 'Guardar' });
    await waitFor(admin, { selector: '.ant-message', hasText: 'Post creado exitosamente.' });
    await waitForPath(admin, '/admin/post');
    await typeInto(admin, await waitFor(admin, { selector: 'input[aria-label="Buscar en Posts"]' }), TITLE);
    await waitFor(admin, { selector: 'tbody td', text: TITLE });

    // Its public page on a phone: the typed words, wrapped within the screen.
    const post = await waitUntil('la entrada nueva en la API pública', async () =>
      (await publicApi<PublicPost[]>(site.url, '/blog/posts')).find((p) => p.title === TITLE),
    );
    const phone = await firefox.open(`${site.url}/blog/post/${encodeURIComponent(post.slug)}`, PHONE);
    await waitFor(phone, { selector: 'article h1', text: TITLE });
    await waitUntil('el párrafo escrito en el editor, en la página pública', async () =>
      (await textOf(phone, 'article')).includes(PARAGRAPH),
    );
    const nbsp = (post.descripcion.match(/&nbsp;|\u00a0/g) ?? []).length;
    // A body whose spaces cannot break cannot wrap. Soft, so the admin's path below is checked still.
    await expectFitsScreen(
      phone,
      `la entrada nueva (el cuerpo guardado tiene ${nbsp} espacios de no separación)`,
      true,
    );

    // Edit: a new title, saved, back on the list.
    await click(admin, { selector: `a[aria-label="Editar ${TITLE}"]` });
    await waitForPath(admin, (p) => p.startsWith('/admin/post/edit/'));
    const title = await control(admin, 'Título', form);
    await waitForValue(title, TITLE);
    await typeInto(admin, title, EDITED, true);
    await waitForValue(title, EDITED);
    await click(admin, { selector: `${form} button[type="submit"]`, text: 'Guardar' });
    await waitFor(admin, { selector: '.ant-message', hasText: 'Post actualizado correctamente.' });
    await waitForPath(admin, (p) => p === '/admin/post' || p.startsWith('/admin/post?'));
    await waitFor(admin, { selector: 'tbody td', text: EDITED });

    // Delete, confirmed in its popover.
    await click(admin, { selector: `button[aria-label="Eliminar ${EDITED}"]` });
    await waitFor(admin, { selector: '[role="tooltip"]', hasText: '¿Deseas eliminar este post?' });
    await click(admin, { selector: '[role="tooltip"] button', text: 'Eliminar' });
    await waitFor(admin, { selector: '.ant-message', hasText: 'Post eliminado.' });
    await waitForGone(admin, { selector: 'tbody td', text: EDITED });
    expect(await find(admin, { selector: 'tbody td', text: TITLE })).toBeNull();
    await waitUntil('la entrada borrada, fuera de la API pública', async () =>
      (await publicApi<PublicPost[]>(site.url, '/blog/posts')).every((p) => p.slug !== post.slug),
    );
  });
});
