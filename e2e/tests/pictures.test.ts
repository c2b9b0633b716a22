// Pictures sized for the screen: on a 390px-wide phone at DPR 2, every stored picture is offered as
// WebP variants (srcset) for the width it is drawn at (sizes, checked against the layout), keeps its
// box (width/height), and no picture the page downloads is over 120 KB. The main picture of each
// page loads at once with high priority; the others lazily.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';

const t = siteFixture();
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
after(() => {
  console.log(`Mayor imagen descargada por ruta (390 px, DPR 2): ${JSON.stringify(largest)}`);
});

interface Downloads {
  /** Every picture the page downloaded, with its size, once all have arrived. */
  all(): Promise<Array<{ url: string; bytes: number }>>;
}

/** Opens a route as a phone, recording every picture the page downloads and its size. */
async function openPhone(path: string): Promise<{ page: Page; downloads: Downloads }> {
  const page = await t.page(PHONE);
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
  await page.locator('main img').first().waitFor();
  return { page, downloads: { all: async () => (await Promise.all(pending), list) } };
}

/** Scrolls to the footer like a visitor, so lazy sections and pictures load. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(80);
    if (await page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 4)) break;
  }
}

/** Waits until every stored picture in the page has arrived. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const stored = [...document.querySelectorAll('main img')].filter((img) => (img as HTMLImageElement).src.includes('/img/'));
      return stored.length > 0 && stored.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
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
    const sized = (sizes: string) =>
      new Promise<number>((resolve) => {
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
          sized: img.getAttribute('sizes') ? await sized(img.getAttribute('sizes')!) : NaN,
        })),
    );
  }, root);
}

/** The checks every route passes; answers the pictures for route-specific ones. */
async function checkRoute(route: string, page: Page, downloads: Downloads): Promise<Picture[]> {
  await picturesLoaded(page);
  const pictures = await storedPictures(page);
  assert.ok(pictures.length > 0, `${route}: stored pictures`);
  for (const picture of pictures) assertSized(route, picture);
  await assertLight(route, downloads);
  return pictures;
}

/** A stored picture is offered as variants for the width it is drawn at, and keeps its box. */
function assertSized(route: string, picture: Picture): void {
  const label = `${route} ${picture.src}`;
  assert.ok(picture.srcset && picture.sizes && picture.width && picture.height, `${label}: srcset, sizes, width and height`);
  assert.match(picture.src, VARIANT, `${label}: src is a variant`);
  assert.match(new URL(picture.currentSrc).pathname, VARIANT, `${label}: the browser took a WebP variant (${picture.currentSrc})`);
  // `sizes` tells the width the layout draws the picture at: never less, hardly more (a post's
  // picture, 4:3 at most 56vw high, is a little narrower than the product dialog's, which shares its sizes).
  assert.ok(
    picture.sized >= picture.drawn - 1 && picture.sized <= picture.drawn * 1.07 + 1,
    `${label}: sizes gives ${picture.sized}px, drawn at ${picture.drawn}px`,
  );
}

/** No picture the page downloaded is over MAX_BYTES. */
async function assertLight(route: string, downloads: Downloads): Promise<void> {
  const all = await downloads.all();
  assert.ok(all.length > 0, `${route}: pictures downloaded`);
  for (const { url, bytes } of all) assert.ok(bytes <= MAX_BYTES, `${route}: ${url} is ${bytes} bytes`);
  largest[route] = Math.max(...all.map((d) => d.bytes));
}

/** The page's main picture is the first one, loaded at once first; every other waits. */
function assertMainFirst(route: string, pictures: Picture[]): void {
  const [main, ...rest] = pictures;
  assert.equal(main?.loading, 'eager', `${route}: the main picture is not lazy`);
  assert.equal(main?.fetchPriority, 'high', `${route}: the main picture comes first`);
  for (const other of rest) {
    assert.equal(other.loading, 'lazy', `${route}: ${other.src} is lazy`);
    assert.equal(other.fetchPriority, null, `${route}: ${other.src} has no priority`);
  }
}

async function slugs(kind: 'posts' | 'paginas'): Promise<string> {
  const answer = await fetch(`${t.url}/api/v1/public/blog/${kind}`);
  const body = (await answer.json()) as Array<{ slug: string; image: string | null }> | { data: Array<{ slug: string; image: string | null }> };
  const list = Array.isArray(body) ? body : body.data;
  const withImage = list.find((entry) => entry.image);
  assert.ok(withImage, `a ${kind} entry with a picture`);
  return withImage.slug;
}

describe('pictures on a 390px phone at DPR 2', () => {
  it('/: every slide, category, branch and blog card picture; the first slide first', async () => {
    const { page, downloads } = await openPhone('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    // The other slides load when shown.
    for (const position of ['2 de 3', '3 de 3']) {
      await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await carousel.getByRole('group', { name: position }).locator('img').evaluate(
        (img) => new Promise((resolve) => ((img as HTMLImageElement).complete ? resolve(true) : img.addEventListener('load', resolve, { once: true }))),
      );
    }
    await scrollToBottom(page);
    await page.getByRole('heading', { name: 'Comentarios de Clientes' }).waitFor();
    const pictures = await checkRoute('/', page, downloads);
    assertMainFirst('/', pictures);
    assert.ok(pictures.length >= 3 + 5 + 2 + 3, `slides, featured categories, branches and blog cards: ${pictures.length}`);
  });

  it('/categorias: the first category first', async () => {
    const { page, downloads } = await openPhone('/categorias');
    await scrollToBottom(page);
    assertMainFirst('/categorias', await checkRoute('/categorias', page, downloads));
  });

  it('/categorias/pasteles: the first product first; the product dialog too', async () => {
    const { page, downloads } = await openPhone('/categorias/pasteles');
    await scrollToBottom(page);
    assertMainFirst('/categorias/pasteles', await checkRoute('/categorias/pasteles', page, downloads));
    await page.getByText('Ver más', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('img').evaluate(
      (el) => new Promise((resolve) => ((el as HTMLImageElement).complete ? resolve(true) : el.addEventListener('load', resolve, { once: true }))),
    );
    const inDialog = await storedPictures(page, '[role="dialog"]');
    assert.equal(inDialog.length, 1, 'the dialog shows the product picture');
    assertSized('el diálogo del producto', inDialog[0]!);
    await assertLight('/categorias/pasteles', downloads);
  });

  it('/blog: the first card first', async () => {
    const { page, downloads } = await openPhone('/blog');
    await scrollToBottom(page);
    assertMainFirst('/blog', await checkRoute('/blog', page, downloads));
  });

  it("a post and a page: their picture, at once", async () => {
    for (const route of [`/blog/post/${await slugs('posts')}`, `/blog/pagina/${await slugs('paginas')}`]) {
      const { page, downloads } = await openPhone(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await scrollToBottom(page);
      const pictures = await checkRoute(route, page, downloads);
      assert.equal(pictures.length, 1, `${route}: its picture`);
      assertMainFirst(route, pictures);
    }
  });
});
