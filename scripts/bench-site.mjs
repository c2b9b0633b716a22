// @ts-check
// What the bench scripts measure against: the built site as `npm start` serves it, started on a free
// port with a fresh DATA_DIR (so the demo content is seeded), and the slugs of its first records.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './ensure-built.mjs';

/**
 * Builds what is missing, then starts api/ serving the built host and remotes (e2e/src/site.ts).
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startBuiltSite() {
  ensureBuilt({ quiet: true });
  const e2e = spawnSync('npm', ['run', 'build', '-w', 'e2e'], { cwd: root, encoding: 'utf8' });
  if (e2e.status !== 0) throw new Error(`La compilación de e2e falló:\n${e2e.stdout}\n${e2e.stderr}`);
  /** @type {{ startSite(env?: Record<string,string>): Promise<{url: string, stop(): Promise<void>}> }} */
  const { startSite } = await import(pathToFileURL(join(root, 'e2e/dist/src/site.js')).href);
  return startSite({ LOG_LEVEL: 'warn' });
}

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
