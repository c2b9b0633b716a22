import { loadRuntimeConfig, setApiBase, type RuntimeConfig } from '@pasteleria/shared';
import { registerRemotesFromConfig } from '../federation/remotes';

/**
 * Start-up: read the config the page carries, or /config.json (defaults for anything missing), point
 * the one API client at `apiBase`, and tell the federation runtime where each remote lives (its
 * remoteEntry.js when the page gives it, else its mf-manifest.json).
 */
export async function loadConfig(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig('/config.json');
  setApiBase(config.apiBase);
  registerRemotesFromConfig(config.remotes, config.remoteEntries);
  return config;
}
