const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|table|tr|td|th|section|article|header|footer)\b[^>]*>/gi;
const HIDDEN_CONTENT = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, body: string): string {
  const lower = body.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
  if (lower in NAMED) return NAMED[lower] ?? match;
  // Other named entities (&aacute; …): let the browser decode them, as text only.
  if (typeof document === 'undefined') return match;
  const area = document.createElement('textarea');
  area.innerHTML = match;
  return area.value;
}

/** Plain text of an HTML fragment (rich-text fields): tags removed, entities decoded, spaces collapsed. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(HIDDEN_CONTENT, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
