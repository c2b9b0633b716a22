import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_FALLBACK_WIDTH,
  IMAGE_SIZES,
  imageSrcSet,
  imageVariantPath,
  type ImageEntity,
} from '@pasteleria/shared/images/responsive';
import { ADMIN_SESSION_COOKIE, CONSENT_COOKIE } from '@pasteleria/shared/site-pages';
import { API_PREFIX } from '../http/api-prefix.js';
import { firstPageEvents, requestedPage, whatsappEvent } from '@pasteleria/shared/page-events';
import { readSlides } from '../public/reads.js';
import type { Config } from '../config.js';
import type { ImageVariants } from '../pictures/picture-variants.js';
import type { Shown } from '../releases/live-remotes.js';
import type { ReleaseChoice } from '../releases/rollouts/assignment.js';
import type { ReleaseServices } from '../releases/services.js';
import { runtimeConfig, type RuntimeSettings } from './runtime-config.js';
import { composePage, sharePicture } from './compose-page.js';
import type { ComposedPages } from './composed-pages.js';
import type { AfterPaint } from './after-paint.js';
import { previewOfPage } from './preview-config.js';
import type { Urls } from './json-ld.js';
import { notFoundPage, pageRoutes, type PageModel, type PageRoute, type PageSource } from './page-routes.js';
import type { FirstViews } from './server-render/first-views.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/**
 * The public pages' HTML: each route of ./page-routes.ts composed around the built
 * host's index.html, never cached by the browser (`no-cache`) and built from the API's cache, so
 * reading a page is cheap and counts no visit. Its `#root` holds the first view drawn on the
 * server when it can be (./server-render/first-views.ts), else is left to the browser. Also the
 * sitemap's and robots' neighbours: every other client route answers the not-found page with a
 * real 404.
 */
const SHARE_WIDTH = 1280;

/** The host's index.html, re-read when a new build replaces it; null when the host is not built. */
function hostTemplate(hostRoot: string): () => string | null {
  const file = path.join(hostRoot, 'index.html');
  let cached: { mtime: number; text: string } | null = null;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (cached && now - checkedAt < 1_000) return cached.text;
    checkedAt = now;
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (!mtime) return (cached = null);
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/** The value of the request's cookie `name`, or undefined. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if ((equals === -1 ? pair : pair.slice(0, equals)).trim() === name)
      return equals === -1 ? '' : pair.slice(equals + 1).trim();
  }
  return undefined;
}

/** Whether the request carries the cookie the cookie notice's 'Acepto' sets. */
function hasConsentCookie(request: FastifyRequest): boolean {
  return cookieOf(request, CONSENT_COOKIE) !== undefined;
}

/** Whether an answer is one page of several: its `Link` names a next one. */
const hasNextPage = (link: unknown) => typeof link === 'string' && /;\s*rel="?next"?/i.test(link);

/**
 * The admin API's answers to GETs of `paths`, asked of this server as the tab itself would ask
 * (the same routes, guard and answers), with the session its ADMIN_SESSION_COOKIE names; null
 * without one, or when any read is refused (a session ended, not an administrator's) or fails.
 * The page carries an answer's body, not its headers: an answer that is one page of several (the
 * pending comments, when there are more than a page) cannot be carried, and is null too.
 */
async function readAsAdmin(request: FastifyRequest, paths: string[]): Promise<Record<string, unknown> | null> {
  let token: string;
  try {
    token = decodeURIComponent(cookieOf(request, ADMIN_SESSION_COOKIE) ?? '');
  } catch {
    return null;
  }
  if (!token || !/^[\x21-\x7e]+$/.test(token)) return null;
  const answers = await Promise.all(
    paths.map(async (apiPath) => {
      const answer = await request.server.inject({
        method: 'GET',
        url: API_PREFIX + apiPath,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: request.ip,
      });
      return answer.statusCode === 200 && !hasNextPage(answer.headers.link)
        ? ([apiPath, answer.json()] as const)
        : null;
    }),
  );
  return answers.every((answer) => answer !== null) ? Object.fromEntries(answers) : null;
}

/** Scheme, host and port the visitor used (honours X-Forwarded-* only behind a trusted proxy). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** What the pages are composed from: the cached reads, the shop's settings, the pictures' sizes, the live remotes, their first views. */
export interface PageServices extends PageSource {
  config: RuntimeSettings & Pick<Config, 'siteUrl' | 'webRoot'>;
  variants: ImageVariants;
  releases: Pick<ReleaseServices, 'remotes' | 'choice' | 'registry'>;
  firstViews: Pick<FirstViews, 'html'>;
  /** The pages composed a moment ago, kept for the next requests of the same page. */
  composedPages: ComposedPages;
}

/**
 * A page and /config.json are revalidated on every use; while a rollout runs they also differ by
 * visitor, so no shared cache may keep one for others.
 */
export const pageCacheControl = (choice: Pick<ReleaseChoice, 'varies'>) =>
  choice.varies() ? 'private, no-cache' : 'no-cache';

export function pageRoutesPlugin(ctx: PageServices) {
  const { config } = ctx;
  const template = hostTemplate(path.join(config.webRoot, 'host', 'dist'));
  const { remotes, choice } = ctx.releases;
  const cacheControl = () => pageCacheControl(choice);

  async function preloads(model: PageModel, shown: readonly Shown[]): Promise<Array<Record<string, string>>> {
    const links: Array<Record<string, string>> = [];
    if (model.lcp) {
      const entity = model.lcp.entity as ImageEntity;
      links.push({
        as: 'image',
        href: imageVariantPath(entity, model.lcp.name, IMAGE_FALLBACK_WIDTH),
        imagesrcset: imageSrcSet(entity, model.lcp.name),
        imagesizes: IMAGE_SIZES[model.lcp.use],
        fetchpriority: 'high',
      });
    }
    if (model.remote) {
      const [files, integrityOf] = await Promise.all([
        remotes.files(model.remote.name, shown),
        remotes.integrity(model.remote.name, shown),
      ]);
      // Each with its integrity, asked for in CORS mode as the host and the remote's runtime ask for
      // it, so the browser uses what it preloaded; a file of unknown integrity is not preloaded
      // (the host would refuse it anyway).
      // A stylesheet also with the mark the remote's runtime finds it by, or it links it again.
      const file = (as: 'script' | 'style', href: string) => {
        const integrity = integrityOf(href);
        const key = as === 'style' ? files?.cssKeys.get(href) : undefined;
        if (integrity)
          links.push({ as, href, integrity, crossorigin: 'anonymous', ...(key && { 'data-rspack': key }) });
      };
      const firstView = [files?.exposes.get(model.remote.expose), files?.routes.get(model.remote.route ?? '')];
      if (files) file('script', files.entry);
      for (const href of firstView.flatMap((group) => group?.css ?? [])) file('style', href);
      for (const href of firstView.flatMap((group) => group?.js ?? [])) file('script', href);
    }
    return links;
  }

  /** The site's public address: SITE_URL, else the one this request used. */
  const siteOrigin = (request: FastifyRequest) => config.siteUrl ?? requestOrigin(request);

  /** Absolute URLs of pages and of pictures at share size. */
  const siteUrls = (request: FastifyRequest): Urls => {
    const origin = siteOrigin(request);
    return {
      page: (pagePath) => origin + pagePath,
      picture: (entity, name) =>
        typeof name === 'string' && name
          ? origin + imageVariantPath(entity as ImageEntity, name, SHARE_WIDTH)
          : undefined,
    };
  };

  const composed = ctx.composedPages;
  /** Bumped by every change of the releases (a new live one, a rollout, a fallback): part of a composed page's key. */
  let releasesVersion = 0;
  const stopFollowingReleases = ctx.releases.registry.subscribe(() => (releasesVersion += 1));

  const pageHeaders = (model: PageModel, cacheControlValue: string): Record<string, string> => ({
    'cache-control': cacheControlValue,
    'content-type': 'text/html; charset=utf-8',
    ...(model.noindex ? { 'x-robots-tag': 'noindex' } : {}),
  });

  /** This site's host, as its pages' referrers name it: SITE_URL's, else the one the request reached. */
  const siteHost = config.siteUrl ? new URL(config.siteUrl).hostname : undefined;
  const ownHost = (request: FastifyRequest) => siteHost ?? request.hostname;

  /** What a drawn page counts until the host's scripts run: the events the host would send for it. */
  const eventsUrl = `${config.apiBase.replace(/\/+$/, '')}/public/eventos`;
  function earlyCount(request: FastifyRequest): AfterPaint['count'] {
    const query = request.url.indexOf('?');
    const page =
      query === -1
        ? requestedPage(request.url, '')
        : requestedPage(request.url.slice(0, query), request.url.slice(query));
    return {
      url: eventsUrl,
      events: firstPageEvents(page, request.headers.referer ?? '', ownHost(request)),
      whatsapp: whatsappEvent(page),
    };
  }

  /** `dataVersion`: the cached reads' version before the model was read from them. */
  async function send(request: FastifyRequest, reply: FastifyReply, model: PageModel, dataVersion: number) {
    const html = template();
    if (!html)
      return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Recurso no encontrado.' });
    const urls = siteUrls(request);
    // A running rollout's new release, for the visitors it gives it to, or the release a tab
    // previews: the page's config, preloads and first view name it, never a mix of its files and
    // the stable ones.
    const preview = await previewOfPage(ctx, request);
    const shown = preview ? [preview] : await choice.shownFor(request);
    const consented = hasConsentCookie(request);
    const count = earlyCount(request);
    // A preview, or a page drawn with an administrator's data, is theirs alone: kept by no cache.
    const personal = Boolean(preview) || model.private === true;
    const cacheControlOf = () => (personal ? 'private, no-store' : cacheControl());
    const key = personal
      ? null
      : [
          dataVersion,
          releasesVersion,
          shown.map((one) => one.release.id).join(),
          consented ? 1 : 0,
          siteOrigin(request) + request.url,
          JSON.stringify(count.events),
        ].join('\n');
    const kept = key === null ? undefined : composed.get(key, html);
    if (kept) return reply.code(model.status).headers(pageHeaders(model, cacheControlOf())).send(kept);
    // The live remotes' entries ride along in the inline config: the host then skips their manifests.
    const [slides, inlineConfig, links] = await Promise.all([
      readSlides(ctx),
      runtimeConfig(config, remotes, shown),
      preloads(model, shown),
    ]);
    // Absolute: the links the first view writes carry the origin the visitor reached (as the canonical does).
    const url = siteOrigin(request) + request.url;
    const drawing = performance.now();
    const firstView = ctx.firstViews.html({ url, model, config: inlineConfig, shown, dataVersion }).then((root) => {
      // How long the page waited for its first view (a cached one: next to nothing), for the browser's tools and the bench.
      if (root !== null) reply.header('server-timing', `render;dur=${(performance.now() - drawing).toFixed(1)}`);
      return root;
    });
    const picture = sharePicture(model.head, slides);
    const pictureSize = picture ? await ctx.variants.variantSize(picture.entity, picture.name, SHARE_WIDTH) : null;
    const pictureUrl = picture && urls.picture(picture.entity, picture.name);
    const root = await firstView;
    const page = composePage(html, {
      model,
      siteName: config.site.name,
      absolute: urls.page,
      ogImage: pictureUrl ? { url: pictureUrl, ...pictureSize, alt: model.head.title } : null,
      preloads: links,
      config: inlineConfig,
      root,
      consented,
      count,
    });
    const body = Buffer.from(page);
    // Drawn in the browser because its first view was not ready: the next request may have it.
    if (key !== null && root !== null) composed.set(key, html, body);
    return reply.code(model.status).headers(pageHeaders(model, cacheControlOf())).send(body);
  }

  function handler(route: PageRoute) {
    return async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
      const [pathname, search] = request.url.split('?') as [string, string | undefined];
      const dataVersion = ctx.cache.version;
      const model = await route.build({
        ctx,
        params: request.params,
        query: new URLSearchParams(search ?? ''),
        urls: siteUrls(request),
        path: pathname.replace(/\/+$/, '') || '/',
        readAsAdmin: (paths) => readAsAdmin(request, paths),
      });
      return send(request, reply, model, dataVersion);
    };
  }

  return {
    async register(app: FastifyInstance) {
      app.addHook('onClose', async () => stopFollowingReleases());
      for (const route of pageRoutes) {
        for (const routePath of route.paths) app.get(routePath, handler(route));
      }
      app.get('/sitemap.xml', async (request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/xml; charset=utf-8')
          .send(await sitemapXml(ctx, siteOrigin(request))),
      );
      app.get('/robots.txt', async (request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send(robotsTxt(siteOrigin(request))),
      );
    },
    /** The not-found page of an unknown client route (site.ts's not-found handler). */
    notFound(request: FastifyRequest, reply: FastifyReply) {
      return send(request, reply, notFoundPage(ctx, request.url.split('?')[0] ?? '/'), ctx.cache.version);
    },
  };
}
