import { use, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Config, DOMPurify } from 'dompurify';
import { apiOrigin } from '@pasteleria/shared';
import {
  RICH_HTML_ATTRIBUTES,
  RICH_HTML_CLASS_PREFIX,
  RICH_HTML_ELEMENTS,
  RICH_HTML_LINK_PROTOCOLS,
  RICH_HTML_STYLES,
} from '../entities/rich-html.ts';

/** `Element.setHTML`, the HTML Sanitizer API: not yet in TypeScript's DOM types. */
type SetHTML = (this: Element, html: string, options: { sanitizer: SanitizerConfig }) => void;

/**
 * The browser's own sanitiser, where it has the standard one (Chromium 146, Firefox 148). Chromium
 * 105-118 had an earlier draft with another `setHTML`, whose Sanitizer has no `removeUnsafe`:
 * those get DOMPurify.
 */
const setHTML =
  typeof Sanitizer === 'function' && 'removeUnsafe' in Sanitizer.prototype
    ? (Element.prototype as Element & { setHTML?: SetHTML }).setHTML
    : undefined;

/**
 * Both sanitisers keep only the editor's markup (RICH_HTML_ELEMENTS), as the API does on write: no
 * `id` or `name` that could shadow the page's own globals, no forms, no unknown elements. The text
 * of a common container the editor does not write stays; anything else goes with its content.
 */
const NATIVE_CONFIG: SanitizerConfig = {
  elements: Object.entries(RICH_HTML_ELEMENTS).map(([name, attributes]) => ({ name, attributes: [...attributes] })),
  attributes: [...RICH_HTML_ATTRIBUTES],
  replaceWithChildrenElements: ['div', 'section', 'article', 'blockquote', 'pre', 'code', 'small', 'sub', 'sup'],
  comments: false,
};
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: Object.keys(RICH_HTML_ELEMENTS),
  ALLOWED_ATTR: [...Object.values(RICH_HTML_ELEMENTS).flat(), ...RICH_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
};

let purify: DOMPurify | undefined;
let loadingPurify: Promise<DOMPurify> | undefined;

function loadPurify(): Promise<DOMPurify> {
  return (loadingPurify ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      DOMPurify.addHook('afterSanitizeAttributes', tidy);
      return (purify = DOMPurify);
    },
    (error: unknown) => {
      loadingPurify = undefined;
      throw error;
    },
  ));
}

/**
 * Resolves once SafeHtml can render at once: straight away where the browser sanitises (and on the
 * server), else when DOMPurify (about 10 KB) has arrived. A screen that opens with rich HTML loads this with its code,
 * so that its first render shows the HTML; a browser with `setHTML` downloads no sanitiser at all.
 */
export function sanitizerReady(): Promise<void> {
  // The server's render needs none (SafeHtml below): DOMPurify cannot run without a DOM.
  if (setHTML || purify || typeof window === 'undefined') return Promise.resolve();
  return loadPurify().then(() => undefined);
}

/**
 * What both sanitisers leave and the editor never writes, on one kept element: a link to anything
 * but the web or an e-mail (a `data:` page), a class that is not Quill's, a style beyond colours and
 * alignment (a `position: fixed` box over the page). It also points stored pictures at the API.
 */
function tidy(element: Element) {
  if (element.tagName === 'A' && !RICH_HTML_LINK_PROTOCOLS.some((protocol) => protocol === protocolOf(element)))
    element.removeAttribute('href');
  if (element.tagName === 'IMG') pointPictureAtApi(element);
  for (const name of [...element.classList])
    if (!name.startsWith(RICH_HTML_CLASS_PREFIX)) element.classList.remove(name);
  if (element.getAttribute('class') === '') element.removeAttribute('class');
  const { style } = element as Partial<HTMLElement>;
  if (!style?.length) return;
  const kept = RICH_HTML_STYLES.map((name) => [name, style.getPropertyValue(name)] as const).filter(([, v]) => v);
  element.removeAttribute('style');
  for (const [name, value] of kept) style.setProperty(name, value);
}

function protocolOf(link: Element): string | undefined {
  try {
    return new URL(link.getAttribute('href') ?? '', document.baseURI).protocol;
  } catch {
    return undefined;
  }
}

/**
 * Pictures the API stored from the editor are referenced as /img/<entity>/<file> on the API's host:
 * when the API is on another host (an absolute apiBase), point them there, as imageUrl does.
 * apiOrigin comes from the main entry (the page's one shared copy), where the API base was set.
 */
function pointPictureAtApi(img: Element) {
  const src = img.getAttribute('src');
  if (src?.startsWith('/img/')) img.setAttribute('src', `${apiOrigin()}${src}`);
}

const unchanging = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/**
 * Rich HTML from the API (descriptions, post bodies, page texts), sanitised again in the browser:
 * the screen does not trust the server, which may be the shop's older API. Where the browser has
 * no sanitiser of its own, the first render waits (Suspense) for DOMPurify unless the screen's code
 * brought it (`sanitizerReady`).
 *
 * The server's render of a page writes the HTML as the API gave it (the site's own API, which
 * sanitised it on write: there is no DOM to sanitise it again there), and the browser hydrates that
 * as it is; right after, the browser sanitises it as on any other render.
 *
 * `@pasteleria/shared/safe-html`, a subpath outside the main entry (the federation singleton every
 * page loads): only the screens that render HTML import it.
 */
export function SafeHtml({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const asServerDrewIt = useSyncExternalStore(unchanging, inBrowser, onServer);
  const dompurify = setHTML || asServerDrewIt ? undefined : (purify ?? use(loadPurify()));
  // Before the browser paints: the HTML shows in the same frame as the rest of the screen.
  useLayoutEffect(() => {
    if (!setHTML || !box.current || asServerDrewIt) return;
    setHTML.call(box.current, html ?? '', { sanitizer: NATIVE_CONFIG });
    box.current.querySelectorAll('*').forEach(tidy);
  }, [html, asServerDrewIt]);
  if (asServerDrewIt) return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
  if (!dompurify) return <div ref={box} className={className} />;
  return (
    <div className={className} dangerouslySetInnerHTML={{ __html: dompurify.sanitize(html ?? '', PURIFY_CONFIG) }} />
  );
}
