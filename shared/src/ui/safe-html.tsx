import DOMPurify from 'dompurify';
import { apiOrigin } from '@pasteleria/shared';

// Pictures the API stored from the editor are referenced as /img/<entity>/<file> on the API's
// host: when the API is on another host (an absolute apiBase), point them there, as imageUrl does.
// From the main entry (the page's one shared copy), where the API base was set.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
  if (src?.startsWith('/img/')) node.setAttribute('src', `${apiOrigin()}${src}`);
});

/**
 * Rich HTML from the API (descriptions, post bodies, page texts), sanitised again in the browser:
 * the screen does not trust the server, which may be the shop's older API.
 *
 * `@pasteleria/shared/safe-html`, a subpath outside the main entry (the federation singleton every
 * page loads): only the screens that render HTML import it, so DOMPurify stays in their chunks.
 */
export function SafeHtml({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html ?? '') }} />;
}
