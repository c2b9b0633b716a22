/** Named entities a rich-text field or a pasted text may carry; any other `&name;` is kept as typed. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  deg: '°',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  copy: '©',
  reg: '®',
};

/** Block elements whose edges separate words (`<p>a</p><p>b</p>` reads "a b"). */
const BLOCKS = /^\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|table|tr|td|th|section|article|header|footer)\b/i;
/** Elements whose content a page never shows. */
const HIDDEN = /^(script|style)\b/i;

function decodeEntity(entity: string): string {
  const body = entity.slice(1, -1);
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  }
  return NAMED[body] ?? entity;
}

/**
 * Plain text of an HTML fragment, the same in the browser and on the server (no DOM needed): tags
 * removed, block edges read as spaces, `<script>`/`<style>` content dropped, entities decoded,
 * white space collapsed. One pass over the input, whatever it holds (an unclosed `<` ends the text).
 * The server's page heads and the admin's search preview both read descriptions through it.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const chunk = lt === -1 ? html.slice(i) : html.slice(i, lt);
    text += chunk.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity);
    if (lt === -1) break;
    const gt = html.indexOf('>', lt + 1);
    if (gt === -1) break;
    const tag = html.slice(lt + 1, gt);
    if (BLOCKS.test(tag)) text += ' ';
    i = gt + 1;
    const hidden = HIDDEN.exec(tag);
    if (hidden) {
      const [, name = ''] = hidden;
      const close = new RegExp(`</${name}`, 'ig');
      close.lastIndex = i;
      i = close.exec(html) ? close.lastIndex - name.length - 2 : html.length;
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}
