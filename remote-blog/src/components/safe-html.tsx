import DOMPurify from 'dompurify';

/**
 * Rich HTML from the API (post bodies, page texts), sanitised again in the browser: the screen
 * does not trust the server. Imported only by the detail screens, so DOMPurify stays in their chunks.
 */
export function SafeHtml({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html ?? '') }} />;
}
