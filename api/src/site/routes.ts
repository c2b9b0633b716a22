import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@pasteleria/shared/federation';
import { SERVER_FOLDER } from '../releases/manifest.js';
import type { ReleaseServices } from '../releases/services.js';
import { siteDist } from '../releases/site-dist.js';
import { cookieConsentRoute } from './cookie-consent.js';
import { runtimeConfig } from './runtime-config.js';
import { pageCacheControl, pageRoutesPlugin, type PageServices } from './serve-pages.js';

/**
 * The web site around the API: the built host at / (its public pages composed by ./serve-pages.ts; other
 * client routes answer the not-found page with a 404), each remote's stored releases at
 * /remotes/{public|blog|admin}/{version}/ and the site's own build of it at /remotes/{folder}/
 * (CORS open, so a host elsewhere can load them), /config.json from the live releases (stored
 * pictures are served by ./pictures.ts) and the cookie notice's form (./cookie-consent.ts). A
 * missing dist/ serves nothing, and neither does the server/ folder of a build or a release: its
 * server code (rspack/server-build.js), for the site's render process only.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A release's files never change: the unhashed ones (its manifest, its entry) are kept a day. */
const RELEASE_FILE = 'public, max-age=86400';
/** Content-hashed output names: `main.3f2a1b4c.js`, `123.abcdef12.css`, `a1b2c3d4e5f6.png`. */
const HASHED = /(^|[.\-_])[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry files a deployment replaces in place: always revalidated. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);
/** A file of the server/ folder at the root of a build or a release, as the static files' sender sees its path. */
const SERVER_CODE = new RegExp(`^/${SERVER_FOLDER}(/|$)`);
/** Prefixes that never fall back to the host's index.html. */
const NO_FALLBACK = /^\/(api|img|remotes)(\/|$)/;

/** A built file's name, the brotli copy the build writes beside it (`main.3f2a1b4c.js.br`) counting as its original. */
const builtName = (filePath: string) => path.basename(filePath).replace(/\.br$/, '');

/** Cache-Control for a built file: immutable when hashed, no-cache for entries and everything else. */
export function cacheControlFor(filePath: string): string {
  const name = builtName(filePath);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
}

/** Cache-Control for a file of a stored release: immutable when hashed, a day for the others. */
export const releaseCacheControl = (filePath: string) => (HASHED.test(builtName(filePath)) ? IMMUTABLE : RELEASE_FILE);

const OBSOLETE_SCRIPT_TYPE = 'application/javascript; charset=utf-8';
const SCRIPT_TYPE = 'text/javascript; charset=utf-8';

/** The host's client routes: GET of a path without a file extension, outside /api, /img and /remotes. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NO_FALLBACK.test(pathname)) return false;
  return !path.posix.basename(pathname).includes('.');
}

/** The composed pages' services, and the releases whose files are served. */
interface SiteServices extends PageServices {
  releases: ReleaseServices;
}

export async function siteRoutes(app: FastifyInstance, ctx: SiteServices): Promise<void> {
  const { config } = ctx;
  const { registry, copies, remotes } = ctx.releases;
  const hostRoot = path.join(config.webRoot, 'host', 'dist');
  const remoteRoots = REMOTE_NAMES.map((remote) => siteDist(config.webRoot, remote) + path.sep);
  const inside = (filePath: string, root: string) => filePath.startsWith(root);

  /** Every file served from disk: the host's, a remote's build (CORS open), a release's copy (CORS open). */
  const fileHeaders = (reply: FastifyReply, filePath: string) => {
    const release = inside(filePath, copies.root + path.sep);
    const cacheControl = release ? releaseCacheControl(filePath) : cacheControlFor(filePath);
    reply.header('cache-control', cacheControl);
    // A file whose name changes with its content is never revalidated nor fetched in parts: its
    // validators and Accept-Ranges are some 100 bytes of every such file a visitor downloads, for nothing.
    if (cacheControl === IMMUTABLE)
      reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
    if (release || remoteRoots.some((root) => inside(filePath, root))) reply.header('access-control-allow-origin', '*');
  };
  // Scripts as RFC 9239 names them: the static files' sender writes application/javascript, its
  // obsolete alias, 7 bytes longer on each of the scripts every visitor downloads.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.getHeader('content-type') === OBSOLETE_SCRIPT_TYPE) reply.header('content-type', SCRIPT_TYPE);
    done(null, payload);
  });
  // preCompressed: the build writes brotli next to its hashed files (rspack.shared.js); others are compressed as sent.
  // allowedPath is asked of the path as requested and of the file found: server code is a 404 however it is spelt.
  const common = {
    cacheControl: false,
    wildcard: true,
    dotfiles: 'ignore' as const,
    preCompressed: true,
    allowedPath: (pathName: string) => !SERVER_CODE.test(pathName),
    // `npm run dev` serves the apps from their own dev servers: a dist/ not built there is expected.
    suppressWarning: process.env.NODE_ENV === 'development',
  };
  const pages = pageRoutesPlugin(ctx);

  // index: false: / is a composed page, not the bare index.html. Its sendFile serves the releases too.
  await app.register(fastifyStatic, { ...common, root: hostRoot, prefix: '/', index: false, setHeaders: fileHeaders });
  await pages.register(app);
  await app.register(cookieConsentRoute(config.siteUrl));
  for (const remote of REMOTE_NAMES) {
    const folder = REMOTE_FOLDERS[remote];
    await app.register(fastifyStatic, {
      ...common,
      root: siteDist(config.webRoot, remote),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: fileHeaders,
    });
    app.get(`/remotes/${folder}/:version/*`, releaseFile(remote));
  }

  /**
   * /remotes/{folder}/{version}/{file}: a stored release's file, from this instance's copy. The
   * router prefers this route to the build's /remotes/{folder}/*, so a path in a subfolder of the
   * build (`independent-packages/…`) that names no release is the build's file.
   */
  function releaseFile(remote: RemoteName) {
    const prefix = `/remotes/${REMOTE_FOLDERS[remote]}/`;
    return async (request: FastifyRequest<{ Params: { version: string } }>, reply: FastifyReply) => {
      // As sent (still percent-encoded), which is how the static files' sender reads a path.
      const sent = (request.raw.url ?? '').split('?')[0]?.slice(prefix.length) ?? '';
      const file = sent.slice(sent.indexOf('/') + 1);
      const release = registry.byVersion(remote, request.params.version);
      if (!release || release.source === 'url' || !release.served)
        return reply.sendFile(`/${sent}`, siteDist(config.webRoot, remote));
      if (file === '') return reply.callNotFound();
      return reply.sendFile(`/${file}`, await copies.folder(release));
    };
  }

  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', pageCacheControl(ctx.releases.choice)).header('access-control-allow-origin', '*');
    return runtimeConfig(config, remotes, await ctx.releases.choice.shownFor(request));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isClientRoute(request) && fs.existsSync(path.join(hostRoot, 'index.html')))
      return pages.notFound(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Recurso no encontrado.' });
  });
}
