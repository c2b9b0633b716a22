import { shareImage, type PageHead } from '@pasteleria/shared/seo';
import { afterPaintTags, withoutScripts, type AfterPaint } from './after-paint.js';
import { escapeHtml, jsonForScript } from './html.js';
import type { PageModel } from './page-routes.js';

/**
 * Writes a page's HTML: the host's index.html with the page's own head (title, description,
 * canonical, Open Graph, robots), its preload hints, its JSON-LD, and the runtime config and
 * route data inline. Everything added is optional for the browser: a host or remote that ignores
 * it still works, and the body stays the host's `<div id="root">`, with the page's first view
 * inside when the server drew it.
 */
export interface PageParts {
  model: PageModel;
  siteName: string;
  /** Absolute URL of a path on this site (SITE_URL, else the request's origin). */
  absolute: (path: string) => string;
  /** The share picture: absolute URL with its size, when the page (or the site) has one. */
  ogImage: { url: string; width?: number; height?: number; alt: string } | null;
  /** `<link rel=preload …>` attributes, most urgent first. */
  preloads: Array<Record<string, string>>;
  config: unknown;
  /** The first view drawn on the server, written inside `<div id="root">`; none: drawn in the browser. */
  root?: string | null;
  /** The visitor already accepted cookies: <html data-consent>, whose styles hide the drawn cookie notice. */
  consented?: boolean;
  /** What a drawn page counts in the shop's statistics until the host's scripts run. */
  count: AfterPaint['count'];
}

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => (value === '' && key !== 'content' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
    .join('')}>`;
const meta = (key: 'name' | 'property', id: string, content: string) => tag('meta', { [key]: id, content });

/**
 * The page's head. `drawn`: its first view is in the HTML, so its styles are applied at once and
 * its scripts wait for the first paint (after-paint.ts).
 */
function headTags(parts: PageParts, drawn: boolean): string {
  const { model, siteName, absolute, ogImage, preloads } = parts;
  const { head } = model;
  const url = absolute(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? meta('name', 'description', head.description) : '',
    model.noindex ? meta('name', 'robots', 'noindex') : tag('link', { rel: 'canonical', href: url }),
    meta('property', 'og:title', head.title),
    head.description ? meta('property', 'og:description', head.description) : '',
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:type', head.type),
    ...(ogImage
      ? [
          meta('property', 'og:image', ogImage.url),
          ogImage.width ? meta('property', 'og:image:width', String(ogImage.width)) : '',
          ogImage.height ? meta('property', 'og:image:height', String(ogImage.height)) : '',
          meta('property', 'og:image:alt', ogImage.alt),
        ]
      : []),
    ...(model.og ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...preloads.map((attributes) => {
      if (!drawn) return tag('link', { rel: 'preload', ...attributes });
      if (attributes.as === 'style') {
        const { as: _as, ...stylesheet } = attributes;
        return tag('link', { rel: 'stylesheet', ...stylesheet });
      }
      return attributes.as === 'script' ? '' : tag('link', { rel: 'preload', ...attributes });
    }),
    ...(model.jsonLd ?? []).map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

/**
 * An answer's JSON, once per value: the cached reads hand every page the very same objects until a
 * write drops them, and writing them out again for each page was a twentieth of the server's time
 * under load.
 */
const answerJson = new WeakMap<object, string>();

function jsonOfAnswer(value: object): string {
  let json = answerJson.get(value);
  if (json === undefined) answerJson.set(value, (json = jsonForScript(value)));
  return json;
}

/** `{ route, answers, alsoRequest }` as JSON.stringify writes it (an undefined answer left out). */
function dataJson(model: PageModel, answers: Record<string, unknown>): string {
  const written = Object.entries(answers)
    .filter(([, value]) => value !== undefined)
    .map(([path, value]) => {
      const json = typeof value === 'object' && value !== null ? jsonOfAnswer(value) : jsonForScript(value);
      return `${jsonForScript(path)}:${json}`;
    });
  const route = jsonForScript(model.head.path);
  return `{"route":${route},"answers":{${written.join(',')}},"alsoRequest":${jsonForScript(model.alsoRequest ?? [])}}`;
}

function inlineData(parts: PageParts): string {
  const { model } = parts;
  const config = `<script type="application/json" id="pasteleria-config">${jsonForScript(parts.config)}</script>`;
  if (!model.answers) return config;
  return `${config}<script type="application/json" id="pasteleria-data">${dataJson(model, model.answers)}</script>`;
}

/** The template's own title and description give way to the page's. */
const TEMPLATE_HEAD = /<title>[\s\S]*?<\/title>|<meta name="description"[^>]*>/g;

/** The host's empty root, where the first view drawn on the server goes. */
const ROOT = '<div id="root"></div>';

/** The template around what a page adds: the head's start, the body up to `</body>`, the rest. */
interface TemplateSlots {
  template: string;
  headStart: string;
  body: string;
  bodyEnd: string;
  /**
   * For a page whose first view the server drew: the body before and after its `#root`, with the
   * styles applied and the start-up scripts taken out (they are asked for after the first paint);
   * none when the template has no empty root.
   */
  drawn: { before: string; after: string; scripts: AfterPaint['scripts'] } | null;
}

/** The added head goes after charset and viewport, else right after <head>, else at the very start. */
function templateSlots(template: string): TemplateSlots {
  const withoutDefaults = template.replace(TEMPLATE_HEAD, '');
  const viewport = withoutDefaults.search(/<meta name="viewport"[^>]*>/);
  const head = withoutDefaults.indexOf('<head>');
  const afterViewport =
    viewport !== -1 ? withoutDefaults.indexOf('>', viewport) + 1 : head !== -1 ? head + '<head>'.length : 0;
  const rest = withoutDefaults.slice(afterViewport);
  const bodyEnd = rest.lastIndexOf('</body>');
  const body = bodyEnd === -1 ? rest : rest.slice(0, bodyEnd);
  const root = body.indexOf(ROOT);
  const beforeRoot = withoutScripts(applyStyles(body.slice(0, root)));
  return {
    template,
    headStart: withoutDefaults.slice(0, afterViewport),
    body,
    bodyEnd: bodyEnd === -1 ? '' : rest.slice(bodyEnd),
    drawn:
      root === -1
        ? null
        : {
            before: beforeRoot.head + '<div id="root">',
            after: '</div>' + body.slice(root + ROOT.length),
            scripts: beforeRoot.scripts,
          },
  };
}

/**
 * The template's preloaded styles (the host's), applied at once, for a page whose first view the
 * server drew: it shows before any script runs, and must not show unstyled. The host's script
 * finds them applied and adds them no more.
 */
function applyStyles(html: string): string {
  return html.replace(/<link\b[^>]*>/g, (link) =>
    /\bas="style"/.test(link) && /\brel="preload"/.test(link)
      ? link.replace(/\s*\bas="style"/, '').replace('rel="preload"', 'rel="stylesheet"')
      : link,
  );
}

/** The slots of the last template seen: it changes only when a new build replaces the host. */
let lastSlots: TemplateSlots | undefined;

export function composePage(template: string, parts: PageParts): string {
  const slots = lastSlots?.template === template ? lastSlots : (lastSlots = templateSlots(template));
  const headStart = parts.consented ? slots.headStart.replace(/<html\b/, '<html data-consent') : slots.headStart;
  const { drawn } = slots;
  if (!parts.root || !drawn) return headStart + headTags(parts, false) + slots.body + inlineData(parts) + slots.bodyEnd;
  const preloads = parts.preloads.filter((link) => link.as === 'script');
  return (
    headStart +
    headTags(parts, true) +
    drawn.before +
    parts.root +
    drawn.after +
    inlineData(parts) +
    afterPaintTags({ scripts: drawn.scripts, preloads, count: parts.count }) +
    slots.bodyEnd
  );
}

/** The share picture's entity picture, or the site's (first slide), for `og:image`. */
export function sharePicture(head: PageHead, slides: ReadonlyArray<{ imagen?: unknown }>) {
  return shareImage(
    head,
    slides.map((slide) => ({ imagen: typeof slide.imagen === 'string' ? slide.imagen : null })),
  );
}
