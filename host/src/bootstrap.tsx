import { StrictMode, startTransition } from 'react';
import '@pasteleria/shared/styles/site.css';
import { loadConfig } from './config/load-config';
import { prepareFirstView } from './federation/first-view';
import { watchPageLeaving } from './federation/page-leaving';
import { nextTask } from './next-task';
import { mayHydrate } from './preview/preview-slot';
import { Shell } from './shell';
import { witnessReleases } from './witness/witness-inbox';

/**
 * Follows the page's life first (what fails as it is left is no failure: ./federation/page-leaving.ts).
 * Reads the config (the shell shows the shop's name, phone and social URL from it) and begins
 * witnessing the remotes' releases when it names them, then renders the site once React DOM has
 * been evaluated and the page's remote has loaded too. When the server already drew the first view
 * into #root, React hydrates it (it draws the same from the same config and answers) instead of
 * drawing it again (in a tab previewing a release, the server's drawing with that release, else
 * React draws it anew). Either is a transition, so React works in slices and the page stays responsive.
 */
export async function start(reactDom: Promise<typeof import('react-dom/client')>): Promise<void> {
  watchPageLeaving();
  witnessReleases(await loadConfig(), window.location.pathname);
  await prepareFirstView(window.location.pathname);
  const { createRoot, hydrateRoot } = await reactDom;
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html no tiene el elemento #root');
  const site = (
    <StrictMode>
      <Shell />
    </StrictMode>
  );
  startTransition(() => {
    if (container.firstElementChild && mayHydrate()) hydrateRoot(container, site);
    else createRoot(container).render(site);
  });
}
