import { PREVIEW_HEADER } from '@pasteleria/shared/federation';

/**
 * For a page the server drew with the live releases, in a tab previewing release `id`: asks the
 * site for this page again, drawn with that release (the admin's token and the release's id in
 * headers: the preview lives in this tab alone), and answers its first view, ready to go in
 * `#root` for React to hydrate. Null when the site could not draw it (no server build, a failure,
 * a refusal, no network): the page is then drawn anew. Meanwhile the page's loader keeps the live
 * drawing of the previewed remote hidden.
 */
export async function fetchPreviewFirstView(id: number, token: string): Promise<Node[] | null> {
  try {
    const response = await fetch(window.location.href, {
      headers: { authorization: `Bearer ${token}`, [PREVIEW_HEADER]: String(id) },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const drawn = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById('root');
    if (!drawn?.firstElementChild) return null;
    return Array.from(drawn.childNodes, (node) => document.importNode(node, true));
  } catch {
    return null;
  }
}
