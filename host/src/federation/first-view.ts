import { remotePageAt } from '../routes';
import { loadFirstView } from './remote-loader';
import { preloadedByServer } from './server-preloads';

/** Longest the first render waits for the page's remote: past it, the shell shows 'Cargando…'. */
const FIRST_VIEW_WAIT_MS = 2_000;

/**
 * Before the first render: when the server's HTML already preloads the remote of the page at
 * `pathname`, load it (and the sub-route it opens on) so that the first render shows the page. The
 * files are downloading anyway, beside the host's own; without this, the shell would show
 * 'Cargando…' first and React would keep it on screen for at least 300 ms. Never rejects: a remote
 * that fails is reported by the route's own render.
 */
export async function prepareFirstView(pathname: string): Promise<void> {
  decodePreloadedPicture();
  const match = remotePageAt(pathname);
  if (!match || !preloadedByServer(match.page.remote)) return;
  const { remote, expose: module } = match.page;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadFirstView(remote, module, match.subPath).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * Starts decoding the page's main picture (the server's HTML preloads it) while the remote's code
 * loads. The first frame shows that picture, decoded at once (`decoding="sync"`); without this, a
 * phone would decode it only then, and the page would appear that much later. Not awaited: a
 * picture still downloading never holds the first render back.
 */
function decodePreloadedPicture(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (!link || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.sizes = link.getAttribute('imagesizes') ?? '';
  picture.srcset = link.getAttribute('imagesrcset') ?? '';
  picture.src = link.href;
  picture.decode?.().catch(() => undefined);
}
