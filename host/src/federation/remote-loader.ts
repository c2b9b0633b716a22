import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemote, forgetRemote, type RemoteName } from './remotes';
import { preloadedByServer } from './server-preloads';

/** A remote (or one of its modules) could not be downloaded or evaluated. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    override readonly cause: unknown,
  ) {
    super(`No se pudo cargar ${remote}/${expose}`);
    this.name = 'RemoteLoadError';
  }
}

type Exposed = { default: ComponentType };

// One lazy component per exposed module. A failed one stays here (React may render a route many
// times before it commits; a fresh lazy on each render would load forever) until retryRemote.
const components = new Map<string, LazyExoticComponent<ComponentType>>();
const failed = new Set<RemoteName>();

async function loadExposed(remote: RemoteName, expose: string): Promise<Exposed> {
  try {
    await ensureRemote(remote, expose);
    const module = await loadRemote<Exposed>(`${remote}/${expose.replace(/^\.\//, '')}`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${remote}/${expose} no exporta un componente por defecto`);
    }
    return module;
  } catch (error) {
    failed.add(remote);
    throw new RemoteLoadError(remote, expose, error);
  }
}

/** The lazy component of an exposed module, e.g. `remoteComponent('remote_blog', './Blog')`. */
export function remoteComponent(remote: RemoteName, expose: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${expose}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadExposed(remote, expose));
    components.set(key, component);
  }
  return component;
}

/**
 * 'Reintentar' after a failed load. React.lazy and the federation runtime both remember a failure,
 * so drop this remote's lazy components and make the runtime forget the remote (manifest, entry,
 * container): the next render downloads it again. When the server preloaded the remote's files,
 * the failed downloads stay with this page, so the page is loaded again instead.
 */
export function retryRemote(remote: RemoteName): void {
  if (failed.has(remote) && preloadedByServer(remote)) {
    window.location.reload();
    return;
  }
  for (const key of [...components.keys()]) if (key.startsWith(`${remote}/`)) components.delete(key);
  if (failed.delete(remote)) forgetRemote(remote);
}
