// @ts-check
// What the bench scripts measure against: the built site as `npm start` serves it, started on a free
// port with a fresh DATA_DIR (so the demo content is seeded), and the slugs of its first records.
import { ensureBuilt } from './ensure-built.mjs';
import { startSite } from './site-process.mjs';

export { ADMIN_EMAIL, ADMIN_PASSWORD } from './site-process.mjs';

/**
 * Builds what is missing, then starts api/ serving the built host and remotes on a free port.
 * @returns {Promise<import('./site-process.mjs').Site>}
 */
export async function startBuiltSite() {
  ensureBuilt({ quiet: true });
  return startSite({ LOG_LEVEL: 'warn' });
}

/** Debian's Chromium (CHROMIUM_PATH), with the flags the browser tests use, driven by playwright-core. */

/** @param {string} url */
async function firstSlug(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  const list = await res.json();
  const slug = Array.isArray(list) ? list[0]?.slug : undefined;
  if (!slug) throw new Error(`${url} no devolvió ningún registro con slug`);
  return /** @type {string} */ (slug);
}

/**
 * The first category, post and page slug, as the public API lists them.
 * @param {string} siteUrl
 */
export async function firstSlugs(siteUrl) {
  const api = `${siteUrl}/api/v1/public`;
  const [categoria, post, pagina] = await Promise.all([
    firstSlug(`${api}/categorias`),
    firstSlug(`${api}/blog/posts`),
    firstSlug(`${api}/blog/paginas`),
  ]);
  return { categoria, post, pagina };
}
