import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RemoteName } from '@pasteleria/shared/federation';
import type { Categoria, CategoriaDetalle, Pagina, Post, Producto, Slide } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { dataUrl } from '../../test/support/fixtures.js';

/**
 * The public pages as a crawler or a link preview reads them: each route's own head,
 * JSON-LD, status, inline data and preloads, the sitemap and robots. Built from a small shop made
 * through the admin API, behind a host template and remote manifests written here.
 */
let t: TestServer;
let webRoot: string;
const SITE = 'https://pasteleria.example';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="description" content="plantilla"><title>Pastelería</title><script defer src="/main.1234abcd.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function manifest(
  expose: string | Record<string, string>,
  chunk?: string,
  routeChunks?: Record<string, { js: string[]; css: string[] }>,
) {
  const chunks = typeof expose === 'string' ? { [expose]: chunk ?? '' } : expose;
  return JSON.stringify({
    routeChunks,
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(chunks).map(([name, sync]) => ({
      path: name,
      name: name.slice(2),
      assets: { js: { sync: [sync], async: ['below-the-fold.js'] }, css: { sync: [], async: [] } },
    })),
  });
}

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A remote's build: its manifest, and a small file for each file it names (the site records their integrity). */
function writeBuild(dist: string, manifestJson: string) {
  write(path.join(dist, 'mf-manifest.json'), manifestJson);
  const named = JSON.parse(manifestJson) as {
    exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
    routeChunks?: Record<string, { js: string[]; css: string[] }>;
  };
  const files = [
    'remoteEntry.js',
    ...named.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    ...Object.values(named.routeChunks ?? {}).flatMap((chunk) => [...chunk.js, ...chunk.css]),
  ];
  for (const file of files) write(path.join(dist, file), `/* ${file} */`);
}

/**
 * A preload of a remote's file names its integrity and asks in CORS mode; the tests read it
 * without those two, once checked.
 */
function checkedPreload(attributes: string): string {
  if (!/href="\/remotes\//.test(attributes)) return attributes;
  assert.match(attributes, / integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"$/, attributes);
  return attributes.replace(/ integrity="[^"]*" crossorigin="anonymous"$/, '');
}

/** What the tests read of a page's JSON-LD (./json-ld.ts writes it). */
interface Ld {
  '@context'?: string;
  '@type': string;
  name?: string;
  headline?: string;
  department: Ld[];
  address?: unknown;
  geo?: unknown;
  telephone?: string;
  sameAs?: string[];
  itemListElement: Array<{ item: Ld; name: string }>;
  offers?: { price: string };
}

/** What the tests read of the inline config and first-view data (./compose-page.ts). */
interface Inline {
  answers: Record<string, unknown>;
  alsoRequest?: string[];
  site: { name: string };
  remoteEntries: Record<string, string>;
}

/** The head of a page, as attributes of its tags. */
function head(html: string) {
  const metaContent = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Ld,
  );
  const inline = (id: string) => {
    const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
    return JSON.parse(text ?? 'null') as Inline;
  };
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length,
    description: metaContent('description'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    robots: metaContent('robots'),
    og: (key: string) => metaContent(`og:${key}`),
    twitter: metaContent('twitter:card'),
    jsonLd,
    types: jsonLd.map((item) => item['@type']),
    config: inline('pasteleria-config'),
    data: inline('pasteleria-data'),
    preloads: [...html.matchAll(/<link rel="preload" ([^>]*)>/g)].map((m) => checkedPreload(m[1]!)),
  };
}

const decode = (text: string | undefined) =>
  (text ?? '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

let ids: { producto: number; gratis: number; post: string; pagina: string; categoria: string };

/** The folder the live release of `remote` is served from: the site's build, registered at start. */
function served(remote: RemoteName): string {
  const live = t.ctx.releases.registry.live(remote);
  assert.equal(live?.source, 'site', `${remote}: the site's build is live`);
  return live.manifestUrl.replace(/mf-manifest\.json$/, '');
}

before(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-pages-'));
  write(path.join(webRoot, 'host/dist/index.html'), TEMPLATE);
  writeBuild(path.join(webRoot, 'remote-public/dist'), manifest('./Home', '__federation_expose_Home.aaaa1111.js'));
  writeBuild(
    path.join(webRoot, 'remote-blog/dist'),
    manifest('./Blog', '__federation_expose_Blog.bbbb2222.js', {
      'route-post-detail': {
        js: ['185.dddd4444.js', 'route-post-detail.eeee5555.js'],
        css: ['route-post-detail.ffff6666.css'],
      },
    }),
  );
  writeBuild(
    path.join(webRoot, 'remote-admin/dist'),
    manifest(
      {
        './Login': '__federation_expose_Login.1111aaaa.js',
        './Admin': '__federation_expose_Admin.2222bbbb.js',
      },
      undefined,
      {
        'route-admin-home': { js: ['route-admin-home.3333cccc.js'], css: [] },
        'route-admin-list': { js: ['812.4444dddd.js', 'route-admin-list.5555eeee.js'], css: [] },
        'route-admin-form': { js: ['route-admin-form.6666ffff.js'], css: ['route-admin-form.7777aaaa.css'] },
      },
    ),
  );
  t = await startTestServer({ env: { WEB_ROOT: webRoot, SITE_URL: `${SITE}/`, SITE_NAME: 'Pastelería de Prueba' } });
  const image = await dataUrl('png', 64);
  await t.admin('POST', '/admin/slide', { body: { frase: 'Bienvenidos', link: '', posicion: 1, urlfoto: image } });
  const categoria = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: {
      nombre: 'Pasteles',
      slug: 'pasteles',
      descripcion: `<p>Pasteles <strong>de temporada</strong> &amp; más.</p>${'<p>Texto largo de la categoría.</p>'.repeat(12)}`,
      menu: true,
      orden: 1,
      urlfoto: image,
    },
  });
  const producto = await t.admin<Producto>('POST', '/admin/producto', {
    body: {
      name: 'Pastel de tres leches',
      title: 'Tres leches "de la abuela" & más',
      description: '<p>Húmedo y suave.</p>',
      descripcion: 'Bizcocho bañado en tres leches.\u2028Listo hoy.',
      price: 450.5,
      code: 'PAS-1',
      stock: 3,
      details: '',
      order: 1,
      categoria_id: categoria.body.id,
      urlfoto: image,
    },
  });
  const gratis = await t.admin<Producto>('POST', '/admin/producto', {
    body: {
      name: 'Pastel por tamaño',
      title: 'Pastel por tamaño',
      description: '',
      descripcion: '',
      price: 0,
      code: '',
      stock: 0,
      details: '',
      order: 2,
      categoria_id: categoria.body.id,
      urlfoto: '',
    },
  });
  await t.admin('POST', '/admin/empresa', {
    body: {
      nombre: 'Sucursal Centro',
      email: 'centro@example.com',
      telefono: '55 1234 5678',
      direccion: 'Madero 1, Centro',
      website: 'https://example.com/centro',
      facebook: 'https://facebook.com/centro',
      youtube: '',
      tiktok: '',
      descripcion: 'Abierto diario',
      orden: 1,
      latitud: 19.43,
      longitud: -99.13,
    },
  });
  const post = await t.admin<Post>('POST', '/admin/post', {
    body: {
      name: 'Receta de conchas',
      title: 'Cómo hacer conchas',
      description: 'La receta de la casa, paso a paso.',
      descripcion: '<p>Contenido</p>',
      order: 1,
      urlfoto: image,
    },
  });
  const pagina = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: {
      name: 'Nosotros',
      title: 'Quiénes somos',
      description: 'Nuestra historia desde 1987.',
      texttop: '<h2>Historia</h2><p>Desde 1987 horneamos pan.</p>',
      textbottom: '',
      order: 1,
    },
  });
  ids = {
    producto: producto.body.id,
    gratis: gratis.body.id,
    post: post.body.slug,
    pagina: pagina.body.slug,
    categoria: categoria.body.slug,
  };
});
after(async () => {
  await t.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('each public route has a head of its own', () => {
  test('/: the shop and its branches as Bakery, the first slide as picture and LCP', async () => {
    const page = await t.request('GET', '/');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const h = head(page.text);
    assert.equal(h.title, 'Pastelería de Prueba');
    assert.equal(h.titles, 1, 'the template title is replaced');
    assert.ok(!page.text.includes('plantilla'), 'the template description is replaced');
    assert.match(page.text, /^<!doctype html><html lang="es">/);
    assert.equal(h.canonical, `${SITE}/`);
    assert.equal(h.og('url'), `${SITE}/`);
    assert.equal(h.og('site_name'), 'Pastelería de Prueba');
    assert.equal(h.og('locale'), 'es_MX');
    assert.equal(h.og('type'), 'website');
    assert.match(h.og('image') ?? '', /^https:\/\/pasteleria\.example\/img\/slide\/\d+w\/[^/]+\.webp$/);
    // The 64-px test picture is never enlarged: its variant is 64×64, and the head says so.
    assert.equal(h.og('image:width'), '64');
    assert.equal(h.og('image:height'), '64');
    const shared = await t.request('GET', new URL(h.og('image')!).pathname);
    assert.equal(shared.status, 200);
    assert.equal(shared.headers.get('content-type'), 'image/webp');
    assert.equal(h.twitter, 'summary_large_image');
    const shop = h.jsonLd[0]!;
    assert.equal(shop['@type'], 'Bakery');
    assert.equal(shop.name, 'Pastelería de Prueba');
    const branch = shop.department[0]!;
    assert.equal(branch['@type'], 'Bakery');
    assert.deepEqual(branch.address, {
      '@type': 'PostalAddress',
      streetAddress: 'Madero 1, Centro',
      addressCountry: 'MX',
    });
    assert.deepEqual(branch.geo, { '@type': 'GeoCoordinates', latitude: 19.43, longitude: -99.13 });
    assert.equal(branch.telephone, '55 1234 5678');
    assert.deepEqual(branch.sameAs, ['https://example.com/centro', 'https://facebook.com/centro']);
    assert.ok(!page.text.includes('Review'), 'no self-serving review markup');
    // The first view's data and the config inline; the LCP picture and the remote preloaded.
    assert.deepEqual(Object.keys(h.data.answers).sort(), [
      '/public/categorias-home',
      '/public/empresas/5',
      '/public/slides',
    ]);
    assert.equal((h.data.answers['/public/slides'] as Slide[])[0]?.frase, 'Bienvenidos');
    // 'Contacto', in a desktop's first view, reads the same branches as GET /public/empresas/5.
    const firstBranches = await t.request('GET', '/api/v1/public/empresas/5');
    assert.deepEqual(h.data.answers['/public/empresas/5'], firstBranches.body);
    assert.equal(h.config.site.name, 'Pastelería de Prueba');
    const folder = served('remote_public');
    assert.match(folder, /^\/remotes\/public\/0\.0\.0-[0-9a-f]{8}\/$/);
    assert.equal(h.config.remoteEntries.remote_public, `${folder}remoteEntry.js`);
    assert.match(h.preloads[0]!, /as="image".*imagesrcset="\/img\/slide\/320w\/.*fetchpriority="high"/);
    assert.ok(h.preloads.includes(`as="script" href="${folder}remoteEntry.js"`), h.preloads.join('\n'));
    assert.ok(h.preloads.includes(`as="script" href="${folder}__federation_expose_Home.aaaa1111.js"`));
    assert.ok(!h.preloads.some((link) => link.includes('below-the-fold')), 'async chunks are not preloaded');
  });

  test('/categorias and a category: ItemList of Product with MXN offers; $0 gets no price', async () => {
    const list = head((await t.request('GET', '/categorias')).text);
    assert.equal(list.title, 'Línea de productos | Pastelería de Prueba');
    assert.equal(list.canonical, `${SITE}/categorias`);
    assert.deepEqual(list.types, ['BreadcrumbList']);

    const page = await t.request('GET', `/categorias/${ids.categoria}`);
    assert.equal(page.status, 200);
    const h = head(page.text);
    assert.equal(h.title, 'Pasteles | Pastelería de Prueba');
    const description = decode(h.description);
    assert.ok(description.startsWith('Pasteles de temporada & más. Texto largo'), description);
    assert.ok(Array.from(description).length <= 160 && description.endsWith('…'), description);
    assert.equal(h.canonical, `${SITE}/categorias/pasteles`);
    assert.deepEqual(h.types, ['ItemList', 'BreadcrumbList']);
    const [items, trail] = [h.jsonLd[0]!, h.jsonLd[1]!];
    const [first, second] = [items.itemListElement[0]!.item, items.itemListElement[1]!.item];
    assert.equal(first['@type'], 'Product');
    assert.deepEqual(first.offers, {
      '@type': 'Offer',
      price: '450.50',
      priceCurrency: 'MXN',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/categorias/pasteles?producto=${ids.producto}`,
    });
    assert.equal(second.name, 'Pastel por tamaño');
    assert.equal(second.offers, undefined, 'a $0 price means several prices: no offer');
    assert.deepEqual(
      trail.itemListElement.map((item: { name: string }) => item.name),
      ['Inicio', 'Línea de productos', 'Pasteles'],
    );
    assert.equal((h.data.answers['/public/categorias/pasteles'] as CategoriaDetalle).productos.length, 2);
  });

  test("a product's own URL describes the product, with its price", async () => {
    const page = await t.request('GET', `/categorias/pasteles?producto=${ids.producto}`);
    assert.equal(page.status, 200);
    const h = head(page.text);
    assert.equal(decode(h.title), 'Tres leches "de la abuela" & más | Pastelería de Prueba');
    assert.match(page.text, /<title>Tres leches &#34;de la abuela&#34; &#38; más/, 'the title is escaped');
    assert.ok(page.text.includes('\\u003cp>Húmedo'), 'no < inside the inline JSON');
    assert.equal(decode(h.description), 'Bizcocho bañado en tres leches. Listo hoy.');
    assert.equal(h.og('type'), 'product');
    assert.equal(h.canonical, `${SITE}/categorias/pasteles?producto=${ids.producto}`);
    assert.match(h.og('image') ?? '', /\/img\/producto\//);
    assert.equal(h.og('image:alt') === undefined, false);
    assert.match(page.text, /<meta property="product:price:amount" content="450.50">/);
    const product = h.jsonLd[0]!;
    assert.equal(product['@context'], 'https://schema.org');
    assert.equal(product['@type'], 'Product');
    assert.equal(product.offers?.price, '450.50');
    // U+2028 in the inline data is escaped, and reads back the same.
    assert.ok(!page.text.includes('\u2028'));
    assert.equal(
      (h.data.answers['/public/categorias/pasteles'] as CategoriaDetalle).productos[0]?.descripcion,
      'Bizcocho bañado en tres leches.\u2028Listo hoy.',
    );

    const free = head((await t.request('GET', `/categorias/pasteles?producto=${ids.gratis}`)).text);
    assert.equal(free.jsonLd[0]?.offers, undefined);
    assert.ok(!(await t.request('GET', `/categorias/pasteles?producto=${ids.gratis}`)).text.includes('product:price'));
    // A product of no such id: the category's head.
    assert.equal(
      head((await t.request('GET', '/categorias/pasteles?producto=99999')).text).title,
      'Pasteles | Pastelería de Prueba',
    );
  });

  test('/blog, a post (BlogPosting) and a page (WebPage) use their SEO fields', async () => {
    const blog = head((await t.request('GET', '/blog')).text);
    assert.equal(blog.title, 'Blog y Contenidos | Pastelería de Prueba');
    const folder = served('remote_blog');
    assert.ok(blog.preloads.includes(`as="script" href="${folder}__federation_expose_Blog.bbbb2222.js"`));

    const post = head((await t.request('GET', `/blog/post/${ids.post}`)).text);
    assert.equal(decode(post.title), 'Cómo hacer conchas | Pastelería de Prueba');
    assert.equal(decode(post.description), 'La receta de la casa, paso a paso.');
    assert.equal(post.og('type'), 'article');
    assert.deepEqual(post.types, ['BlogPosting', 'BreadcrumbList']);
    assert.equal(post.jsonLd[0]?.headline, 'Cómo hacer conchas');
    assert.deepEqual(post.data.alsoRequest, [`/public/blog/post/${ids.post}`], 'the browser still counts the visit');
    // The post's own lazy screen (routeChunks in the manifest) is preloaded on its URL, not on /blog.
    for (const link of [
      `as="style" href="${folder}route-post-detail.ffff6666.css"`,
      `as="script" href="${folder}185.dddd4444.js"`,
      `as="script" href="${folder}route-post-detail.eeee5555.js"`,
    ]) {
      assert.ok(post.preloads.includes(link), post.preloads.join('\n'));
      assert.ok(!blog.preloads.includes(link), link);
    }

    const pagina = head((await t.request('GET', `/blog/pagina/${ids.pagina}`)).text);
    assert.equal(decode(pagina.title), 'Quiénes somos | Pastelería de Prueba');
    assert.equal(decode(pagina.description), 'Nuestra historia desde 1987.');
    assert.deepEqual(pagina.types, ['WebPage', 'BreadcrumbList']);
    assert.match(pagina.og('image') ?? '', /\/img\/slide\//, 'no picture of its own: the site picture');
  });

  test('reading a head never counts a visit', async () => {
    const before = (await t.admin<Post[]>('GET', '/admin/post')).body.find((row) => row.slug === ids.post)?.visits;
    for (let i = 0; i < 3; i += 1) await t.request('GET', `/blog/post/${ids.post}`);
    const afterVisits = (await t.admin<Post[]>('GET', '/admin/post')).body.find((row) => row.slug === ids.post)?.visits;
    assert.equal(afterVisits, before);
  });

  test('a write is in the next page (built from the API cache, which the write drops)', async () => {
    await t.admin('PUT', `/admin/producto/${ids.producto}`, {
      body: {
        ...(await t.admin<Producto>('GET', `/admin/producto/${ids.producto}`)).body,
        title: 'Tres leches de la casa',
        urlfoto: '',
      },
    });
    assert.equal(
      head((await t.request('GET', `/categorias/pasteles?producto=${ids.producto}`)).text).title,
      'Tres leches de la casa | Pastelería de Prueba',
    );
  });
});

describe('status and indexing', () => {
  test('unknown slugs and routes are a real 404 with the not-found page', async () => {
    for (const route of [
      '/categorias/no-existe',
      '/blog/post/no-existe',
      '/blog/pagina/no-existe',
      '/no-existe',
      '/blog/otra/cosa',
    ]) {
      const page = await t.request('GET', route);
      assert.equal(page.status, 404, route);
      assert.match(page.text, /<div id="root"><\/div>/, route);
      assert.equal(head(page.text).robots, 'noindex', route);
      assert.equal(head(page.text).title, 'Página no encontrada | Pastelería de Prueba', route);
    }
  });

  test("/login and /admin: noindex, and the back office's module and the screen the URL opens on preloaded beside the host", async () => {
    const folder = served('remote_admin');
    const admin = `as="script" href="${folder}__federation_expose_Admin.2222bbbb.js"`;
    const routes = {
      '/login': [`as="script" href="${folder}__federation_expose_Login.1111aaaa.js"`],
      '/admin': [admin, `as="script" href="${folder}route-admin-home.3333cccc.js"`],
      '/admin/producto': [
        admin,
        `as="script" href="${folder}812.4444dddd.js"`,
        `as="script" href="${folder}route-admin-list.5555eeee.js"`,
      ],
      '/admin/producto/edit/1': [
        `as="style" href="${folder}route-admin-form.7777aaaa.css"`,
        admin,
        `as="script" href="${folder}route-admin-form.6666ffff.js"`,
      ],
      // A screen the remote's build does not name (an older build): its module alone.
      '/admin/versiones': [admin],
    };
    for (const [route, preloads] of Object.entries(routes)) {
      const page = await t.request('GET', route);
      assert.equal(page.status, 200, route);
      assert.equal(page.headers.get('x-robots-tag'), 'noindex', route);
      assert.equal(head(page.text).robots, 'noindex', route);
      assert.equal(head(page.text).canonical, undefined, route);
      assert.deepEqual(head(page.text).preloads, [`as="script" href="${folder}remoteEntry.js"`, ...preloads], route);
    }
  });

  test('/sitemap.xml lists every public URL with lastmod; /robots.txt names it', async () => {
    const sitemap = await t.request('GET', '/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc><lastmod>(\d{4}-\d\d-\d\dT[^<]+)<\/lastmod>/g)].map(
      (m) => m[1]!.replace(/&#38;/g, '&'),
    );
    for (const url of [
      '/',
      '/categorias',
      '/blog',
      '/categorias/pasteles',
      `/categorias/pasteles?producto=${ids.producto}`,
      `/categorias/pasteles?producto=${ids.gratis}`,
      `/blog/post/${ids.post}`,
      `/blog/pagina/${ids.pagina}`,
    ]) {
      assert.ok(locs.includes(SITE + url), `${url} in ${locs.join(' ')}`);
    }
    const robots = await t.request('GET', '/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(robots.text, /^User-agent: \*$/m);
    assert.match(robots.text, /^Disallow: \/admin$/m);
    assert.match(robots.text, /^Disallow: \/login$/m);
    assert.match(robots.text, new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });
});

test("preloads follow a remote's new build once the site restarts: the new build is registered and live", async () => {
  const before = served('remote_public');
  writeBuild(path.join(webRoot, 'remote-public/dist'), manifest('./Home', '__federation_expose_Home.cccc3333.js'));
  t = await t.restart();
  const folder = served('remote_public');
  assert.notEqual(folder, before);
  const h = head((await t.request('GET', '/')).text);
  assert.ok(
    h.preloads.includes(`as="script" href="${folder}__federation_expose_Home.cccc3333.js"`),
    h.preloads.join('\n'),
  );
});

test('without SITE_URL, canonical and share URLs come from the request', async () => {
  const other = await startTestServer({ env: { WEB_ROOT: webRoot } });
  try {
    // Over a socket: the origin is the Host a browser sends.
    const h = head((await other.request('GET', '/categorias', { transport: 'http' })).text);
    assert.equal(h.canonical, `${other.url}/categorias`);
  } finally {
    await other.dispose();
  }
});
