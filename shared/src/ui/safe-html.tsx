import { use, useLayoutEffect, useRef } from 'react';
import type { DOMPurify } from 'dompurify';
import { apiOrigin } from '@pasteleria/shared';

/** `Element.setHTML`, the HTML Sanitizer API (Chromium 146, Firefox 148): not yet in TypeScript's DOM types. */
type SetHTML = (this: Element, html: string, options: { sanitizer: SanitizerConfig }) => void;

/**
 * Whether the browser sanitises HTML itself. `setHTML` always removes what can run script (script,
 * iframe, object, embed, event handlers, `javascript:` URLs); this also removes what DOMPurify
 * does not keep either and would reach beyond the box (`<base>` rewrites every link of the page).
 */
const setHTML =
  typeof Element === 'undefined' ? undefined : (Element.prototype as Element & { setHTML?: SetHTML }).setHTML;
const NATIVE_CONFIG: SanitizerConfig = { removeElements: ['base', 'link', 'meta', 'title', 'noscript'] };

let purify: DOMPurify | undefined;
let loadingPurify: Promise<DOMPurify> | undefined;

function loadPurify(): Promise<DOMPurify> {
  return (loadingPurify ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      DOMPurify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'IMG') pointPictureAtApi(node);
      });
      return (purify = DOMPurify);
    },
    (error: unknown) => {
      loadingPurify = undefined;
      throw error;
    },
  ));
}

/**
 * Resolves once SafeHtml can render at once: straight away where the browser sanitises, else when
 * DOMPurify (about 10 KB) has arrived. A screen that opens with rich HTML loads this with its code,
 * so that its first render shows the HTML; a browser with `setHTML` downloads no sanitiser at all.
 */
export function sanitizerReady(): Promise<void> {
  return setHTML || purify ? Promise.resolve() : loadPurify().then(() => undefined);
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

/**
 * Rich HTML from the API (descriptions, post bodies, page texts), sanitised again in the browser:
 * the screen does not trust the server, which may be the shop's older API. Where the browser has
 * no sanitiser of its own, the first render waits (Suspense) for DOMPurify unless the screen's code
 * brought it (`sanitizerReady`).
 *
 * `@pasteleria/shared/safe-html`, a subpath outside the main entry (the federation singleton every
 * page loads): only the screens that render HTML import it.
 */
export function SafeHtml({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const dompurify = setHTML ? undefined : (purify ?? use(loadPurify()));
  // Before the browser paints: the HTML shows in the same frame as the rest of the screen.
  useLayoutEffect(() => {
    if (!setHTML || !box.current) return;
    setHTML.call(box.current, html ?? '', { sanitizer: NATIVE_CONFIG });
    box.current.querySelectorAll('img').forEach(pointPictureAtApi);
  }, [html]);
  if (!dompurify) return <div ref={box} className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: dompurify.sanitize(html ?? '') }} />;
}
