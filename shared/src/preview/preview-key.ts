/** Session storage key of the release this tab previews: `{ id, remote, version }` as JSON. */
export const PREVIEW_KEY = 'preview';

/** Ends this tab's preview: the next page load runs the live releases. */
export function endPreview(): void {
  try {
    sessionStorage.removeItem(PREVIEW_KEY);
  } catch {
    // Storage unavailable (privacy mode): nothing was stored either.
  }
}
