/** Elements whose text a page never shows. */
const HIDDEN = new Set(['SCRIPT', 'STYLE']);

/** Elements that separate words: a space where each starts and ends (so `<p>a</p><p>b</p>` reads "a b"). */
export const SEPARATORS = new Set([
  ...HIDDEN,
  ...'P DIV BR LI UL OL H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE HR TABLE TR TD TH SECTION ARTICLE HEADER FOOTER'.split(' '),
]);

/**
 * How text is read from HTML where there is no DOM: the server's render gives it
 * (`@pasteleria/shared/server-render`), so that no browser downloads it.
 */
let readWithoutDom: ((html: string) => string) | undefined;

export function readHtmlWithoutDom(reader: (html: string) => string): void {
  readWithoutDom = reader;
}

/**
 * Plain text of an HTML fragment (rich-text fields): tags removed, entities decoded, spaces collapsed.
 *
 * The browser's own parser does the work, so no input can make it throw: `&#99999999;`, `&#0;` and
 * the like become U+FFFD, as on any page. A document made by DOMParser is inert: it has no browsing
 * context, so its scripts never run, its event handlers are never compiled, its images never load.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') {
    if (!readWithoutDom) throw new Error('stripHtml: sin DOM, y nadie dio un lector de HTML (readHtmlWithoutDom)');
    return readWithoutDom(html).replace(/\s+/g, ' ').trim();
  }
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
