import { loadRuntimeConfig, setApiBase, type RuntimeConfig } from '@pasteleria/shared';
import { registerRemotesFromConfig } from '../federation/remotes';

/**
 * Start-up: read /config.json (defaults for anything missing), point the one API client at
 * `apiBase`, and tell the federation runtime where each remote's manifest lives.
 */
export async function loadConfig(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig('/config.json');
  setApiBase(config.apiBase);
  registerRemotesFromConfig(config.remotes);
  return config;
}
