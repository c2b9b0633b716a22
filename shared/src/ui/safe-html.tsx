import DOMPurify from 'dompurify';

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
