/** Elements whose text a page never shows. */
const HIDDEN = new Set(['SCRIPT', 'STYLE']);

/** Elements that separate words: a space where each starts and ends (so `<p>a</p><p>b</p>` reads "a b"). */
const SEPARATORS = new Set([
  ...HIDDEN,
  ...'P DIV BR LI UL OL H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE HR TABLE TR TD TH SECTION ARTICLE HEADER FOOTER'.split(' '),
]);

/**
 * Plain text of an HTML fragment (rich-text fields): tags removed, entities decoded, spaces collapsed.
 *
 * The browser's own parser does the work, so no input can make it throw: `&#99999999;`, `&#0;` and
 * the like become U+FFFD, as on any page. A document made by DOMParser is inert: it has no browsing
 * context, so its scripts never run, its event handlers are never compiled, its images never load.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return stripTags(html).replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // The whole document, not only <body>: a fragment that starts with <title> puts it in <head>.
  return readText(doc.documentElement).replace(/\s+/g, ' ').trim();
}

/**
 * The text under `root` in document order, with a space where a separator starts or ends and
 * nothing from inside hidden elements. A loop, not recursion, and no changes to the tree: deeply
 * nested or very long input costs one pass.
 */
function readText(root: Node): string {
  let text = '';
  let node: Node = root;
  for (;;) {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue;
    if (SEPARATORS.has(node.nodeName)) text += ' ';
    // Next in document order: the first child, else the next sibling of this node or of its
    // nearest ancestor that has one (closing the separators climbed out of).
    let next = HIDDEN.has(node.nodeName) ? null : node.firstChild;
    while (!next) {
      if (node === root) return text;
      next = node.nextSibling;
      if (!next) {
        // Climbing never passes `root`, so every node on the way has a parent.
        node = node.parentNode ?? root;
        if (SEPARATORS.has(node.nodeName)) text += ' ';
      }
    }
    node = next;
  }
}

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
 * The same text without a DOM (the server's render of a page): for the rich HTML the API stores,
 * which its sanitiser wrote well formed, with no script or style, the text the browser's parser
 * reads, so that the page the server draws is the one the browser hydrates.
 */
function stripTags(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_, name: string) =>
      SEPARATORS.has(name.toUpperCase()) ? ' ' : '',
    )
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decode);
}
