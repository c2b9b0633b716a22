import sanitizeHtml from 'sanitize-html';
import {
  normalizeRichSpaces,
  RICH_HTML_ATTRIBUTES,
  RICH_HTML_CLASS_PREFIX,
  RICH_HTML_ELEMENTS,
  RICH_HTML_LINK_PROTOCOLS,
} from '@pasteleria/shared/entities';

/**
 * Rich HTML is cut down on write to what the admin's rich-text editor toolbar produces: the elements and
 * attributes of RICH_HTML_ELEMENTS, which the browser also keeps on show. Quill marks alignment and
 * list kinds with `ql-*` classes and `data-list`; links may only be http, https or mailto; images
 * http(s), data:image or /img/.
 * data:image sources are kept here only to be stored as files right after (pictures/rich-text-pictures.ts).
 */
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const SAFE_SRC = /^(https?:\/\/|\/img\/|data:image\/(png|jpe?g|gif|webp);base64,)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_HTML_ELEMENTS),
  allowedAttributes: {
    a: ['href', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: [...RICH_HTML_ELEMENTS.img],
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered', 'checked', 'unchecked'] }],
    '*': [...RICH_HTML_ATTRIBUTES],
  },
  allowedClasses: { '*': [`${RICH_HTML_CLASS_PREFIX}*`] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: RICH_HTML_LINK_PROTOCOLS.map((protocol) => protocol.slice(0, -1)),
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, rel: _rel, ...rest } = attribs;
      const safe = href !== undefined && SAFE_HREF.test(href.trim());
      const withHref = safe ? { ...rest, href: href.trim() } : rest;
      return { tagName, attribs: rest.target ? { ...withHref, rel: 'noopener noreferrer' } : withHref };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const safe = src !== undefined && SAFE_SRC.test(src.trim());
      return { tagName, attribs: safe ? { ...rest, src: src.trim() } : rest };
    },
  },
  // An image without a safe source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitises one rich-HTML field value, then stores its spaces as typed: plain between words, so
 * the text wraps, whatever the client sent (normalizeRichSpaces).
 */
export function sanitizeRichHtml(dirty: string): string {
  return normalizeRichSpaces(sanitizeHtml(dirty, OPTIONS));
}
