// Pictures sized for the screen: on a 390px-wide phone at DPR 2, every stored picture is offered as
// WebP variants (srcset) for the width it is drawn at (sizes, checked against the layout), keeps its
// box (width/height), and no picture the page downloads is over 120 KB. The main picture of each
// page loads at once with high priority; the others lazily.
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { scrollToBottom } from '../src/scroll.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const MAX_BYTES = 120 * 1024;
const VARIANT = /\/img\/[a-z]+\/\d+w\/[^/]+\.webp$/;

interface Picture {
  src: string;
  currentSrc: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  complete: boolean;
  drawn: number;
  /** The width `sizes` gives at this viewport, as the browser evaluates it. */
  sized: number;
}

/** The largest picture each route downloaded, for the record. */
const largest: Record<string, number> = {};
test.afterAll(() => {
  console.log(`Mayor imagen descargada por ruta (390 px, DPR 2): ${JSON.stringify(largest)}`);
});

interface Downloads {
  /** Every picture the page downloaded, with its size, once all have arrived. */
  all(): Promise<Array<{ url: string; bytes: number }>>;
}

/** Opens a route as a phone (in a new context from `openPage`), recording every picture the page downloads and its size. */
async function openPhone(
  openPage: (options: BrowserContextOptions) => Promise<Page>,
  path: string,
): Promise<{ page: Page; downloads: Downloads }> {
  const page = await openPage(PHONE);
  const list: Array<{ url: string; bytes: number }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => void list.push({ url: response.url(), bytes: body.length }),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await expect(page.locator('main img').first()).toBeVisible();
  return { page, downloads: { all: async () => (await Promise.all(pending), list) } };
}

/** Waits until every stored picture in the page has arrived. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const stored = [...document.querySelectorAll('main img')].filter((img) =>
        (img as HTMLImageElement).src.includes('/img/'),
      );
      return (
        stored.length > 0 &&
        stored.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
      );
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Every stored picture inside `root` (the page's main area), with the width its `sizes` gives here. */
function storedPictures(page: Page, root = 'main'): Promise<Picture[]> {
  return page.evaluate(async (root) => {
    // A probe with one 1000w candidate of 1000 pixels: its naturalWidth is the source size (1000 / density).
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 1;
    const probe = canvas.toDataURL('image/png');
    const sizedBy = (sizes: string | null) =>
      new Promise<number>((resolve) => {
        if (!sizes) return resolve(NaN);
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(NaN);
        img.sizes = sizes;
        img.srcset = `${probe} 1000w`;
      });
    const images = [...document.querySelectorAll(`${root} img`)] as HTMLImageElement[];
    return Promise.all(
      images
        .filter((img) => new URL(img.src, location.href).pathname.startsWith('/img/'))
        .map(async (img) => ({
          sized: await sizedBy(img.getAttribute('sizes')),
          src: img.getAttribute('src') ?? '',
          currentSrc: img.currentSrc,
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          fetchPriority: img.getAttribute('fetchpriority'),
          complete: img.complete,
          drawn: img.getBoundingClientRect().width,
        })),
    );
  }, root);
}

/** The checks every route passes; answers the pictures for route-specific ones. */
async function checkRoute(route: string, page: Page, downloads: Downloads): Promise<Picture[]> {
  await picturesLoaded(page);
  const pictures = await storedPictures(page);
  expect(pictures.length, `${route}: stored pictures`).toBeGreaterThan(0);
  for (const picture of pictures) assertSized(route, picture);
  await assertLight(route, downloads);
  return pictures;
}

/** A stored picture is offered as variants for the width it is drawn at, and keeps its box. */
function assertSized(route: string, picture: Picture): void {
  const label = `${route} ${picture.src}`;
  expect(
    Boolean(picture.srcset && picture.sizes && picture.width && picture.height),
    `${label}: srcset, sizes, width and height`,
  ).toBe(true);
  expect(picture.src, `${label}: src is a variant`).toMatch(VARIANT);
  expect(
    new URL(picture.currentSrc).pathname,
    `${label}: the browser took a WebP variant (${picture.currentSrc})`,
  ).toMatch(VARIANT);
  // `sizes` tells the width the layout draws the picture at: never less, hardly more (a post's
  // picture, 4:3 at most 56vw high, is a little narrower than the product dialog's, which shares its sizes).
  const message = `${label}: sizes gives ${picture.sized}px, drawn at ${picture.drawn}px`;
  expect(picture.sized, message).toBeGreaterThanOrEqual(picture.drawn - 1);
  expect(picture.sized, message).toBeLessThanOrEqual(picture.drawn * 1.07 + 1);
}

/** No picture the page downloaded is over MAX_BYTES. */
async function assertLight(route: string, downloads: Downloads): Promise<void> {
  const all = await downloads.all();
  expect(all.length, `${route}: pictures downloaded`).toBeGreaterThan(0);
  for (const { url, bytes } of all) expect(bytes, `${route}: ${url} is ${bytes} bytes`).toBeLessThanOrEqual(MAX_BYTES);
  largest[route] = Math.max(...all.map((d) => d.bytes));
}

/** The page's main picture is the first one, loaded at once first; every other waits. */
function assertMainFirst(route: string, pictures: Picture[]): void {
  const [main, ...rest] = pictures;
  expect(main?.loading, `${route}: the main picture is not lazy`).toBe('eager');
  expect(main?.fetchPriority, `${route}: the main picture comes first`).toBe('high');
  for (const other of rest) {
    expect(other.loading, `${route}: ${other.src} is lazy`).toBe('lazy');
    expect(other.fetchPriority, `${route}: ${other.src} has no priority`).toBeNull();
  }
}

async function slugs(base: string, kind: 'posts' | 'paginas'): Promise<string> {
  const answer = await fetch(`${base}/api/v1/public/blog/${kind}`);
  const body = (await answer.json()) as
    Array<{ slug: string; image: string | null }> | { data: Array<{ slug: string; image: string | null }> };
  const list = Array.isArray(body) ? body : body.data;
  const withImage = list.find((entry) => entry.image);
  expect(withImage, `a ${kind} entry with a picture`).toBeDefined();
  return withImage?.slug ?? '';
}

test.describe('pictures on a 390px phone at DPR 2', () => {
  test('/: every slide, category, branch and blog card picture; the first slide first', async ({ openPage }) => {
    const { page, downloads } = await openPhone(openPage, '/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    // The other slides load when shown.
    for (const position of ['2 de 3', '3 de 3']) {
      await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await carousel
        .getByRole('group', { name: position })
        .locator('img')
        .evaluate(
          (img) =>
            new Promise((resolve) =>
              (img as HTMLImageElement).complete
                ? resolve(true)
                : img.addEventListener('load', resolve, { once: true }),
            ),
        );
    }
    const comments = page.getByRole('heading', { name: 'Comentarios de Clientes' });
    await scrollToBottom(page, comments);
    await expect(comments).toBeVisible();
    const pictures = await checkRoute('/', page, downloads);
    assertMainFirst('/', pictures);
    expect(
      pictures.length,
      `slides, featured categories, branches and blog cards: ${pictures.length}`,
    ).toBeGreaterThanOrEqual(3 + 5 + 2 + 3);
  });

  test('/categorias: the first category first', async ({ openPage }) => {
    const { page, downloads } = await openPhone(openPage, '/categorias');
    await scrollToBottom(page);
    assertMainFirst('/categorias', await checkRoute('/categorias', page, downloads));
  });

  test('/categorias/pasteles: the first product first; the product dialog too', async ({ openPage }) => {
    const { page, downloads } = await openPhone(openPage, '/categorias/pasteles');
    await scrollToBottom(page);
    assertMainFirst('/categorias/pasteles', await checkRoute('/categorias/pasteles', page, downloads));
    await page.getByText('Ver más', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog
      .locator('img')
      .evaluate(
        (el) =>
          new Promise((resolve) =>
            (el as HTMLImageElement).complete ? resolve(true) : el.addEventListener('load', resolve, { once: true }),
          ),
      );
    const inDialog = await storedPictures(page, '[role="dialog"]');
    expect(inDialog.length, 'the dialog shows the product picture').toBe(1);
    for (const picture of inDialog) assertSized('el diálogo del producto', picture);
    await assertLight('/categorias/pasteles', downloads);
  });

  test('/blog: the first card first', async ({ openPage }) => {
    const { page, downloads } = await openPhone(openPage, '/blog');
    await scrollToBottom(page);
    assertMainFirst('/blog', await checkRoute('/blog', page, downloads));
  });

  test('a post and a page: their picture, at once', async ({ openPage, site }) => {
    for (const route of [
      `/blog/post/${await slugs(site.url, 'posts')}`,
      `/blog/pagina/${await slugs(site.url, 'paginas')}`,
    ]) {
      const { page, downloads } = await openPhone(openPage, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollToBottom(page);
      const pictures = await checkRoute(route, page, downloads);
      expect(pictures.length, `${route}: its picture`).toBe(1);
      assertMainFirst(route, pictures);
    }
  });
});
