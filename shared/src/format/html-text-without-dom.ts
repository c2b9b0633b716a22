import { SEPARATORS } from './strip-html';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A character reference's character; one this reader does not know stays as it is written. */
function decode(reference: string, name: string): string {
  const code =
    name.startsWith('#x') || name.startsWith('#X')
      ? parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number(name.slice(1))
        : NaN;
  if (Number.isNaN(code)) return NAMED[name] ?? reference;
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * `stripHtml`'s text without a DOM (the server's render of a page), before spaces are collapsed: for the rich HTML the API stores,
 * which its sanitiser wrote well formed, with no script or style, the text the browser's parser
 * reads, so that the page the server draws is the one the browser hydrates.
 */
export function htmlTextWithoutDom(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_, name: string) =>
      SEPARATORS.has(name.toUpperCase()) ? ' ' : '',
    )
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decode);
}
