import DOMPurify from 'dompurify';

/**
 * Rich HTML from the API (descriptions), sanitised again in the browser: the screen does not
 * trust the server. Imported only by the screens that render HTML, so DOMPurify stays in their
 * chunks (never on the home page).
 */
export function SafeHtml({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html ?? '') }} />;
}
