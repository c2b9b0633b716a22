import { stripHtml } from './strip-html';
import { CARD_DESCRIPTION_LENGTH, truncate } from './truncate';

/** A card excerpt of rich HTML: `truncate(stripHtml(html), max)`. */
export function excerpt(html: string | null | undefined, max: number = CARD_DESCRIPTION_LENGTH): string {
  return truncate(stripHtml(html), max);
}
