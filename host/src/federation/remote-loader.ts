import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AnyExposed, HostModule } from './exposed-modules';
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

// One component per exposed module: lazy, or the module's own when it was loaded before it was
// first asked for (loadFirstView). A failed lazy one stays here (React may render a route many
// times before it commits; a fresh lazy on each render would load forever) until retryRemote.
const components = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();
const failed = new Set<RemoteName>();

async function loadExposed(remote: RemoteName, expose: string): Promise<HostModule> {
  try {
    await ensureRemote(remote, expose);
    const module: HostModule | null = await loadRemote<AnyExposed>(`${remote}/${expose.replace(/^\.\//, '')}`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${remote}/${expose} no exporta un componente por defecto`);
    }
    return module;
  } catch (error) {
    failed.add(remote);
    throw new RemoteLoadError(remote, expose, error);
  }
}

/** The component of an exposed module, e.g. `remoteComponent('remote_blog', './Blog')`. */
export function remoteComponent(
  remote: RemoteName,
  expose: string,
): ComponentType | LazyExoticComponent<ComponentType> {
  const key = `${remote}/${expose}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadExposed(remote, expose));
    components.set(key, component);
  }
  return component;
}

/**
 * Loads an exposed module, and what its route at `subPath` shows first, before the page's first
 * render: that render then shows the page itself, with no 'Cargando…' in between. Rejects when the
 * module cannot be loaded (the route's own render then shows the error).
 */
export async function loadFirstView(remote: RemoteName, expose: string, subPath: string): Promise<void> {
  const module = await loadExposed(remote, expose);
  const key = `${remote}/${expose}`;
  if (!components.has(key)) components.set(key, module.default);
  await module.preloadRoute?.(subPath);
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
