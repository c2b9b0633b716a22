import { loadRuntimeConfig, PREVIEW_KEY, setApiBase, type RuntimeConfig } from '@pasteleria/shared';

/** Whether this tab may be previewing a release: what it previews, its own chunk reads. */
function mayPreview(): boolean {
  try {
    return sessionStorage.getItem(PREVIEW_KEY) !== null;
  } catch {
    return false;
  }
}
import { registerRemotesFromConfig } from '../federation/remotes';

/**
 * Start-up: read the config the page carries, or /config.json (defaults for anything missing), point
 * the one API client at `apiBase`, and tell the federation runtime where each remote lives (its
 * remoteEntry.js when the page gives it, else its mf-manifest.json). While an admin previews a
 * release in this tab, the API's config for it is used instead, when it can be had (the code that
 * asks is a chunk of its own: a visitor never downloads it).
 */
export async function loadConfig(): Promise<RuntimeConfig> {
  let config = await loadRuntimeConfig('/config.json');
  setApiBase(config.apiBase);
  if (mayPreview()) {
    const { loadPreviewConfig } = await import('../preview/preview-config');
    config = (await loadPreviewConfig()) ?? config;
    setApiBase(config.apiBase);
  }
  registerRemotesFromConfig(config.remotes, config.remoteEntries);
  return config;
}
