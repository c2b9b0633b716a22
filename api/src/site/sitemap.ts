import { sql } from 'kysely';
import { matchSitePath, SITE_PAGES, sitePath } from '@pasteleria/shared/federation';
import { categoryPath, pagePath, postPath, productPath } from '@pasteleria/shared/seo';
import type { PublicReadSource } from '../public/reads.js';
import { escapeHtml } from './html.js';

/**
 * /sitemap.xml and /robots.txt. The sitemap lists every public URL with the date its
 * content last changed: home, the category list, each category, each product's own URL, each post
 * and each page. Cached like the API's reads, and made stale by the same writes.
 */
interface Dated {
  path: string;
  lastmod: Date;
}

type Stamp = { slug: string; updated_at: Date | string };

async function datedUrls(ctx: PublicReadSource): Promise<Dated[]> {
  const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  const [categorias, productos, posts, paginas] = await Promise.all([
    sql<Stamp>`SELECT slug, updated_at FROM categorias ORDER BY orden, id`.execute(ctx.db),
    sql<Stamp & { id: number; categoria_updated_at: Date | string }>`
      SELECT c.slug, p.id, p.updated_at, c.updated_at AS categoria_updated_at
      FROM productos p JOIN categorias c ON c.id = p.categoria_id ORDER BY c.orden, c.id, p."order", p.id`.execute(
      ctx.db,
    ),
    sql<Stamp>`SELECT slug, updated_at FROM posts ORDER BY "order", id`.execute(ctx.db),
    sql<Stamp>`SELECT slug, updated_at FROM paginas ORDER BY "order", id`.execute(ctx.db),
  ]);
  const categoryDates = new Map(categorias.rows.map((row) => [row.slug, date(row.updated_at)]));
  // A category page shows its products: it changes when one of them does.
  for (const row of productos.rows) {
    const current = categoryDates.get(row.slug);
    if (current && date(row.updated_at) > current) categoryDates.set(row.slug, date(row.updated_at));
  }
  const entries: Dated[] = [
    ...[...categoryDates].map(([slug, lastmod]) => ({ path: categoryPath(slug), lastmod })),
    ...productos.rows.map((row) => ({ path: productPath(row.slug, row.id), lastmod: date(row.updated_at) })),
    ...posts.rows.map((row) => ({ path: postPath(row.slug), lastmod: date(row.updated_at) })),
    ...paginas.rows.map((row) => ({ path: pagePath(row.slug), lastmod: date(row.updated_at) })),
  ];
  const newest = (list: Dated[]) => new Date(Math.max(0, ...list.map((entry) => entry.lastmod.getTime())));
  /** The entries of the pages `patterns` declare (a product's URL is its category's page with a query). */
  const of = (...patterns: string[]) =>
    entries.filter(
      (entry) => !entry.path.includes('?') && patterns.includes(matchSitePath(entry.path)?.page.path ?? ''),
    );
  return [
    { path: sitePath('/'), lastmod: newest(entries) },
    { path: sitePath('/categorias'), lastmod: newest(of('/categorias/:slug')) },
    { path: sitePath('/blog'), lastmod: newest(of('/blog/post/:slug', '/blog/pagina/:slug')) },
    ...entries,
  ];
}

export async function sitemapXml(ctx: PublicReadSource, origin: string): Promise<string> {
  const urls = await ctx.cache.get('sitemap', ['categoria', 'producto', 'post', 'pagina'], () => datedUrls(ctx));
  const body = urls
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeHtml(origin + path)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** The back office's pages, as robots.txt writes them: '/login', '/admin' (and all below it). */
const ADMIN_PREFIXES = SITE_PAGES.filter((page) => page.layout === 'admin').map((page) =>
  page.path.replace(/\/\*$/, ''),
);

export function robotsTxt(origin: string): string {
  const disallowed = [...ADMIN_PREFIXES].sort().map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
