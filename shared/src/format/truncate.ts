/** Card descriptions are cut to this many characters. */
export const CARD_DESCRIPTION_LENGTH = 100;

export const ELLIPSIS = '…';

/**
 * The first `max` characters of `text` followed by '…' when it is longer; shorter text is unchanged.
 * Counts characters, not UTF-16 units, so an emoji is never cut in half; a cut that ends on a space
 * puts the '…' right after the last word.
 */
export function truncate(text: string | null | undefined, max: number = CARD_DESCRIPTION_LENGTH): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() + ELLIPSIS : chars.join('');
}
