/**
 * A rich text stores what the person typed: plain spaces between words, so the text wraps on any
 * screen, and a non-breaking space only where one keeps a run of spaces (or a space at the edge of
 * a line) visible. No editor-internal markup either.
 *
 * Quill 2's `getSemanticHTML` writes every space as `&nbsp;` (slab/quill#4509): a paragraph then
 * cannot wrap and runs thousands of pixels wide on a phone. The editor passes its output through
 * here, and the API again after sanitising, so no client can store text that cannot wrap.
 *
 * Works on the string (no DOM), so the browser and the server run the same code. Tags are kept as
 * they are; only the text between them changes.
 */

/** A tag, with quoted attribute values that may hold `>`. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/** Tags that end a line: whitespace next to them is at the edge of a line. */
const LINE_EDGE = /^<\/?(?:p|h[1-6]|li|ol|ul|div|blockquote|pre|br|hr|table|thead|tbody|tr|td|th)\b/i;

/** Containers that hold blocks, not text: whitespace right inside them lies between blocks. */
const BLOCK_CONTAINER = /^<\/?(?:ol|ul|table|thead|tbody|tr)\b/i;

/** Tags that stand for content of their own in a line, as a character does. */
const CONTENT_TAG = /^<(?:img)\b/i;

/** Quill's own markup: the caret holder left by a format toggled on and off, and the list marker. */
const EDITOR_INTERNAL = /<span\s+class="ql-(?:cursor|ui)"[^>]*>[^<]*<\/span>/gi;

/** Inline elements left empty once the editor's markup is gone. */
const EMPTY_INLINE = /<(strong|em|u|s|b|i|strike|span)(?:\s[^>]*)?><\/\1>/gi;

/** One unit of whitespace in HTML text: a collapsible character or a non-breaking space. */
const SPACE_UNIT = /&nbsp;|&#160;|&#x0*a0;|[ \t\n\r\f\u00a0]/gi;

/** The zero-width no-break space Quill keeps its caret in. */
const CARET = /\uFEFF/g;

const NBSP = '&nbsp;';

type Item =
  | { kind: 'edge' | 'inline' | 'content'; text: string; between?: boolean; opens?: boolean }
  | { kind: 'space'; text: string };

function splitText(text: string, items: Item[]): void {
  let last = 0;
  for (const match of text.matchAll(SPACE_UNIT)) {
    if (match.index > last) items.push({ kind: 'content', text: text.slice(last, match.index) });
    items.push({ kind: 'space', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) items.push({ kind: 'content', text: text.slice(last) });
}

function tokenize(html: string): Item[] {
  const items: Item[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    splitText(html.slice(last, match.index), items);
    const tag = match[0];
    if (LINE_EDGE.test(tag)) {
      const closes = tag.startsWith('</');
      // Between blocks: after a block closes, or right inside a list or table before its items.
      items.push({ kind: 'edge', text: tag, between: closes || BLOCK_CONTAINER.test(tag), opens: !closes });
    } else {
      items.push({ kind: CONTENT_TAG.test(tag) ? 'content' : 'inline', text: tag });
    }
    last = match.index + tag.length;
  }
  splitText(html.slice(last), items);
  return items;
}

/** The first item at or after `from`, stepping by `step`, that is not an inline tag or a space. */
function neighbour(items: Item[], from: number, step: 1 | -1): Item | undefined {
  for (let i = from; i >= 0 && i < items.length; i += step) {
    const item = items[i];
    if (item && item.kind !== 'inline' && item.kind !== 'space') return item;
  }
  return undefined;
}

/**
 * Whitespace that lies between blocks (`</p> <p>`, `<ul> <li>`) is not text: it stays as it is.
 * The start and the end of the whole text count as block edges.
 */
function betweenBlocks(before: Item | undefined, after: Item | undefined): boolean {
  const leftOpen = before === undefined || (before.kind === 'edge' && before.between === true);
  const rightOpen =
    after === undefined || (after.kind === 'edge' && (after.opens === true || BLOCK_CONTAINER.test(after.text)));
  return leftOpen && rightOpen && (before !== undefined || after !== undefined);
}

/**
 * The run's spaces as they keep what was typed: plain spaces where they can be, a non-breaking one
 * every other character so none collapses, and non-breaking at the start or the end of a line.
 */
function spell(count: number, atStart: boolean, atEnd: boolean): string[] {
  const out = Array.from({ length: count }, (_, i) => ((i % 2 === 0) === atStart ? NBSP : ' '));
  if (atEnd && out[count - 1] === ' ') out[count - 1] = NBSP;
  return out;
}

/** `html` with plain spaces between words and no editor-internal markup (see the file's comment). */
export function normalizeRichSpaces(html: string): string {
  let cleaned = html.replace(EDITOR_INTERNAL, '').replace(CARET, '');
  for (let previous = ''; previous !== cleaned;) {
    previous = cleaned;
    cleaned = cleaned.replace(EMPTY_INLINE, '');
  }
  const items = tokenize(cleaned);
  let i = 0;
  while (i < items.length) {
    if (items[i]?.kind !== 'space') {
      i += 1;
      continue;
    }
    // A run: spaces, possibly across inline tags (`a <b> b</b>`).
    const run: number[] = [];
    let j = i;
    for (; j < items.length; j += 1) {
      const kind = items[j]?.kind;
      if (kind === 'space') run.push(j);
      else if (kind !== 'inline') break;
    }
    const before = neighbour(items, i - 1, -1);
    const after = neighbour(items, j, 1);
    if (!betweenBlocks(before, after)) {
      const spelled = spell(
        run.length,
        before === undefined || before.kind === 'edge',
        after === undefined || after.kind === 'edge',
      );
      run.forEach((index, k) => {
        items[index] = { kind: 'space', text: spelled[k] ?? ' ' };
      });
    }
    i = j;
  }
  return items.map((item) => item.text).join('');
}
