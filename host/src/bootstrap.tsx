import { StrictMode, startTransition } from 'react';
import '@pasteleria/shared/styles/site.css';
import { loadConfig } from './config/load-config';
import { nextTask } from './next-task';

type Modules = [Promise<typeof import('react-dom/client')>, Promise<typeof import('./shell')>];

/**
 * Reads the config (the shell shows the shop's name, phone and social URL from it), then renders
 * the site once React DOM and the shell have been evaluated. The first render is a transition, so
 * React renders it in slices and the page stays responsive while it does.
 */
export async function start(...[reactDom, shell]: Modules): Promise<void> {
  await loadConfig();
  const [{ createRoot }, { Shell }] = await Promise.all([reactDom, shell]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Shell />
      </StrictMode>,
    );
  });
}
