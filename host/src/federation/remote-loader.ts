import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetRemote, type RemoteName } from './remotes';

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

const components = new Map<string, LazyExoticComponent<ComponentType>>();
const failed = new Set<RemoteName>();

async function loadExposed(remote: RemoteName, expose: string): Promise<Exposed> {
  const key = `${remote}/${expose}`;
  // React.lazy and the federation runtime both remember a failure: after one, start afresh.
  if (failed.delete(remote)) forgetRemote(remote);
  try {
    const module = await loadRemote<Exposed>(`${remote}/${expose.replace(/^\.\//, '')}`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${key} no exporta un componente por defecto`);
    }
    return module;
  } catch (error) {
    components.delete(key);
    failed.add(remote);
    throw new RemoteLoadError(remote, expose, error);
  }
}

/**
 * The lazy component of an exposed module, e.g. `remoteComponent('remote_blog', './Blog')`.
 * One per module while it works; after a failed load the next call gives a fresh one that
 * downloads the remote again (used by 'Reintentar' and by coming back to the route).
 */
export function remoteComponent(remote: RemoteName, expose: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${expose}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadExposed(remote, expose));
    components.set(key, component);
  }
  return component;
}
