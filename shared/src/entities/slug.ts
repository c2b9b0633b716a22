/** Longest slug: a longer name is cut here (and a dash left at the cut is dropped). */
const MAX_SLUG = 80;

/** Lower case without accents, for matching 'pastelería' with 'PASTELERIA' (searches) and for slugs. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The slug of a name (lowercase, strict): accents dropped, ß æ œ spelled out, every run
 * of other characters one dash, no dash at either end, at most 80 characters. A name with no letter
 * or digit gives ''. The API derives stored slugs with it; the admin previews them with it.
 */
export function slugify(text: string): string {
  return fold(text)
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, '');
}
