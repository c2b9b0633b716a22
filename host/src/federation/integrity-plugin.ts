import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@pasteleria/shared';

/**
 * A release's files cannot be swapped: the page's config names the SHA-384 the site recorded of
 * each remote's manifest and remoteEntry.js (`integrity`), and the host loads them with it, in
 * CORS mode; the browser runs no file whose bytes differ, and the load fails as any failed load
 * does (a rollout's new release falls back to the stable one; the error reaches the release's
 * health). A remote's own chunks are checked by its runtime, with the hashes its build wrote into
 * that remoteEntry.js. Once the config names any integrity, a file it does not name is refused:
 * it is asked for with an integrity nothing matches. A config without it (an older server, the dev
 * host's) loads as before.
 */

/** What no file hashes to: a file the config names no integrity for never runs. */
const NOTHING_MATCHES = `sha384-${'A'.repeat(64)}`;

/** The integrity the page's config names for `url` (any relative form of it), undefined when the config names none at all. */
export function integrityFor(url: string): string | undefined {
  const named = getRuntimeConfig().integrity;
  if (!named) return undefined;
  const wanted = new URL(url, document.baseURI).href;
  for (const [file, hash] of Object.entries(named)) if (new URL(file, document.baseURI).href === wanted) return hash;
  console.warn(`[host] ${wanted} no tiene integridad registrada: no se carga.`);
  return NOTHING_MATCHES;
}

/** The runtime's script for a remote's entry: with its integrity, in CORS mode. */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pasteleria-integrity-plugin',
    createScript({ url }) {
      const integrity = integrityFor(url);
      if (integrity === undefined) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      script.src = url;
      return script;
    },
  };
}
