/**
 * The markup of a rich text: what the admin's rich-text editor toolbar writes (headers 1-3, bold, italic,
 * underline, strike, text and background colour, ordered and bullet lists, alignment, links and
 * pictures), element by element with the attributes each may carry. The API keeps only this when it
 * stores a text (api/src/content/sanitize.ts); the browser keeps only this when it shows one (SafeHtml).
 */
export const RICH_HTML_ELEMENTS = {
  h1: [],
  h2: [],
  h3: [],
  p: [],
  br: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  ol: [],
  ul: [],
  li: ['data-list'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
} as const satisfies Record<string, readonly string[]>;

/** Attributes any of them may carry: Quill's `ql-*` classes, and colours and alignment as a style. */
export const RICH_HTML_ATTRIBUTES = ['class', 'style'] as const;

/** The classes a rich text may carry start with this: Quill's alignment, indent and the like. */
export const RICH_HTML_CLASS_PREFIX = 'ql-';

/** The style properties a rich text may set. */
export const RICH_HTML_STYLES = ['color', 'background-color', 'text-align'] as const;

/** Where a link of a rich text may lead: the web, or an e-mail. */
export const RICH_HTML_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;
