import { HYDRATED_ATTRIBUTE, PART_ATTRIBUTE } from '../hydration-marks.ts';

/**
 * A tab previewing a release (`stored`: the session's preview, `{ id, remote, version }` as JSON)
 * is sent the page drawn with the live releases, since a page request does not carry the preview;
 * the host then puts the preview's own drawing in its place, or draws it anew. Until then the live
 * drawing of the previewed remote is hidden (its part, as long as React has not hydrated what it
 * holds), so whoever checks a release never sees the live one in its place. Answers whether the
 * page previews one. Every other part, and every other visitor's page, is as it was.
 */
export function hidePreviewedDrawing(doc: Document, stored: string | null): boolean {
  if (!stored) return false;
  let remote: unknown;
  try {
    remote = (JSON.parse(stored) as { remote?: unknown } | null)?.remote;
  } catch {
    return false;
  }
  if (typeof remote !== 'string' || !/^\w+$/.test(remote)) return false;
  const style = doc.createElement('style');
  style.textContent = `[${PART_ATTRIBUTE}="${remote}"]:not([${HYDRATED_ATTRIBUTE}]){visibility:hidden}`;
  doc.head.append(style);
  return true;
}
