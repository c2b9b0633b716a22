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
  const match = remotePageAt(pathname);
  if (!match || !preloadedByServer(match.page.remote)) return;
  const { remote, module } = match.page;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadFirstView(remote, module, match.subPath).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
