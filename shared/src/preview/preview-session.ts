import type { PreviewedRelease } from '../federation/releases';
import { REMOTE_NAMES } from '../federation/site-apps';

import { endPreview, PREVIEW_KEY } from './preview-key';

export { endPreview, PREVIEW_KEY };

/**
 * Previews `release` in this tab, for its admin alone: from the next page load on, the host runs
 * the site with that release in place of its remote's live one, until `endPreview`.
 */
export function startPreview({ id, remote, version }: PreviewedRelease): void {
  try {
    sessionStorage.setItem(PREVIEW_KEY, JSON.stringify({ id, remote, version }));
  } catch {
    // Nothing stored (privacy mode): the page loads as usual, with no preview.
  }
}

/** The release this tab previews, or null: none stored, storage unavailable, or not one (garbage). */
export function currentPreview(): PreviewedRelease | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREVIEW_KEY) ?? '{}');
    const { id, remote, version } = (stored ?? {}) as Record<string, unknown>;
    const known = REMOTE_NAMES.find((name) => name === remote);
    if (Number.isInteger(id) && (id as number) > 0 && known && typeof version === 'string' && version)
      return { id: id as number, remote: known, version };
  } catch {
    // Not JSON, or storage unavailable.
  }
  return null;
}
