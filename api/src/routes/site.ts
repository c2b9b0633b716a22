import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { pageRoutesPlugin } from './pages.js';

/**
 * The web site around the API: the built host at / (its public pages composed by ./pages.ts; other
 * client routes answer the not-found page with a 404),
 * each built remote at /remotes/{public|blog|admin}/ (CORS open, so a host elsewhere can load it),
 * and /config.json from the environment (stored pictures are served by ./pictures.ts). A missing dist/ serves nothing.
 */
export const REMOTE_FOLDERS = { public: 'remote-public', blog: 'remote-blog', admin: 'remote-admin' } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content-hashed output names: `main.3f2a1b4c.js`, `123.abcdef12.css`, `a1b2c3d4e5f6.png`. */
const HASHED = /(^|[.\-_])[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry files a deployment replaces in place: always revalidated. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);
/** Prefixes that never fall back to the host's index.html. */
const NO_FALLBACK = /^\/(api|img|remotes)(\/|$)/;

/**
 * Cache-Control for a built file: immutable when hashed, no-cache for entries and everything else.
 * A file sent pre-compressed (`main.3f2a1b4c.js.br`, written by the build) is its original's.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.br$/, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
}

function buildHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

function remoteHeaders(reply: FastifyReply, filePath: string): void {
  buildHeaders(reply, filePath);
  reply.header('access-control-allow-origin', '*');
}

/** The host's client routes: GET of a path without a file extension, outside /api, /img and /remotes. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NO_FALLBACK.test(pathname)) return false;
  return !path.posix.basename(pathname).includes('.');
}

export function runtimeConfig(config: Config) {
  return { apiBase: config.apiBase, remotes: config.remotes, site: config.site };
}

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const hostRoot = path.join(config.webRoot, 'host', 'dist');
  // preCompressed: the build writes brotli next to its hashed files (rspack.shared.js); others are compressed as sent.
  const common = { cacheControl: false, wildcard: true, dotfiles: 'ignore' as const, preCompressed: true };
  const pages = pageRoutesPlugin(ctx);

  // index: false: / is a composed page, not the bare index.html.
  await app.register(fastifyStatic, { ...common, root: hostRoot, prefix: '/', index: false, setHeaders: buildHeaders });
  await pages.register(app);
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(config.webRoot, folder, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      setHeaders: remoteHeaders,
    });
  }
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    return { ...runtimeConfig(config), remoteEntries: await pages.remoteEntries() };
  });

  app.setNotFoundHandler((request, reply) => {
    if (isClientRoute(request) && fs.existsSync(path.join(hostRoot, 'index.html')))
      return pages.notFound(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Recurso no encontrado.' });
  });
}
