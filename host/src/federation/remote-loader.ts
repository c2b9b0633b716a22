import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@pasteleria/shared';
import { witness } from '../witness/witness-inbox';
import type { AnyExposed, HostModule } from './exposed-modules';
import { ensureRemote, forgetRemote, type RemoteName } from './remotes';
import { preloadedByServer } from './server-preloads';
import { RemoteLoadError } from './remote-load-error';

export { RemoteLoadError };

// One component per exposed module: lazy, or the module's own when it was loaded before it was
// first asked for (loadFirstView). A failed lazy one stays here (React may render a route many
// times before it commits; a fresh lazy on each render would load forever) until retryRemote.
const components = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();
const failed = new Set<RemoteName>();

/** Remotes this page moved to their stable release (or tried to), each once: whether it did. */
const movedToStable = new Map<RemoteName, Promise<boolean>>();

async function loadModule(remote: RemoteName, expose: string): Promise<HostModule> {
  await ensureRemote(remote, expose);
  const module: HostModule | null = await loadRemote<AnyExposed>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/${expose} no exporta un componente por defecto`);
  }
  return module;
}

async function loadExposed(remote: RemoteName, expose: string): Promise<HostModule> {
  const onStable = movedToStable.has(remote);
  try {
    return await loadModule(remote, expose);
  } catch (error) {
    let cause = error;
    if (!onStable && (await moveToStable(remote, new RemoteLoadError(remote, expose, error)))) {
      try {
        return await loadModule(remote, expose);
      } catch (again) {
        cause = again;
      }
    }
    failed.add(remote);
    throw new RemoteLoadError(remote, expose, cause);
  }
}

/**
 * When the config gave this page a rollout's new release of `remote` (`fallbacks` names where the
 * stable one is) and loading it failed: the failure is reported, the page loads the stable release
 * from now on (./stable-fallback.ts, a chunk of its own), and the modules of the new release it
 * already had are dropped, so each is loaded again from the stable one. Resolves true when it moved.
 */
function moveToStable(remote: RemoteName, failure: RemoteLoadError): Promise<boolean> {
  let moving = movedToStable.get(remote);
  if (!moving) {
    const fallback = getRuntimeConfig().fallbacks?.[remote];
    moving = fallback
      ? import('./stable-fallback').then(
          (stable) => {
            witness({ type: 'error', kind: 'load', remote, error: failure, path: window.location.pathname });
            stable.moveToStable(remote, fallback);
            witness({ type: 'fallback', remote });
            const failing = `${remote}/${failure.expose}`;
            for (const key of [...components.keys()])
              if (key.startsWith(`${remote}/`) && key !== failing) components.delete(key);
            return true;
          },
          () => false,
        )
      : Promise.resolve(false);
    movedToStable.set(remote, moving);
  }
  return moving;
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
 * The server's render: `module` is the exposed module of the release the page is given, loaded from
 * that release's server build; the route renders it at once, as the browser does after loadFirstView.
 */
export function provideRemoteModule(remote: RemoteName, expose: string, module: HostModule): void {
  components.set(`${remote}/${expose}`, module.default);
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
