import { PREVIEW_HEADER } from '@pasteleria/shared/federation';

/**
 * For a page the server drew with the live releases, in a tab previewing release `id`: asks the
 * site for this page again, drawn with that release (the admin's token and the release's id in
 * headers: the preview lives in this tab alone), and puts its first view in `root`, for React to
 * hydrate. Answers whether it did; when the site could not draw it (no server build, a failure, a
 * refusal, no network), the page is left as it is, for React to draw anew.
 */
export async function drawPreviewFirstView(root: HTMLElement, id: number, token: string): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, {
      headers: { authorization: `Bearer ${token}`, [PREVIEW_HEADER]: String(id) },
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const drawn = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById('root');
    if (!drawn?.firstElementChild) return false;
    root.replaceChildren(...Array.from(drawn.childNodes, (node) => document.importNode(node, true)));
    return true;
  } catch {
    return false;
  }
}
