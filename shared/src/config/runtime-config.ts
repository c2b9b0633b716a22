import { DEFAULT_API_BASE } from '../api/api-settings';
import { byRemote, REMOTE_NAMES, siteManifestUrl } from '../federation/site-apps';
import type { RuntimeConfig } from '../types';
import { INLINE_CONFIG_ID, readInlineJson } from './inline-json';

/** What /config.json falls back to, field by field: the API and the remotes' builds on this site. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: DEFAULT_API_BASE,
  remotes: byRemote(siteManifestUrl),
  site: {
    name: 'Pastelería La Esperanza',
    whatsappPhone: '5215512345678',
    socialUrl: 'https://www.facebook.com/pasteleria.laesperanza',
  },
};

type PartialConfig = {
  apiBase?: unknown;
  remotes?: Record<string, unknown>;
  site?: Record<string, unknown>;
  remoteEntries?: Record<string, unknown>;
};

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The remote entries that are non-empty strings, or undefined when none is. */
function remoteEntries(raw: Record<string, unknown> | undefined): RuntimeConfig['remoteEntries'] {
  const entries: NonNullable<RuntimeConfig['remoteEntries']> = {};
  for (const name of REMOTE_NAMES) {
    const entry = raw?.[name];
    if (typeof entry === 'string' && entry.trim() !== '') entries[name] = entry;
  }
  return Object.keys(entries).length ? entries : undefined;
}

function withDefaults(raw: PartialConfig | null | undefined): RuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  const remotes = raw?.remotes ?? {};
  const site = raw?.site ?? {};
  const entries = remoteEntries(raw?.remoteEntries);
  return {
    ...(entries ? { remoteEntries: entries } : {}),
    apiBase: textOr(raw?.apiBase, d.apiBase),
    remotes: byRemote((name) => textOr(remotes[name], d.remotes[name])),
    site: {
      name: textOr(site.name, d.site.name),
      whatsappPhone: textOr(site.whatsappPhone, d.site.whatsappPhone),
      socialUrl: textOr(site.socialUrl, d.site.socialUrl),
      ...(typeof site.timeZone === 'string' && site.timeZone !== '' ? { timeZone: site.timeZone } : {}),
    },
  };
}

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/**
 * The config the server wrote into the page, so the first view does not wait for
 * /config.json; else reads /config.json (never cached by the browser, so a redeploy takes effect on
 * reload). Every missing field gets its default; an unreachable or malformed file gives the defaults.
 * Does not touch the API client: call `setApiBase(config.apiBase)` with the result.
 */
export async function loadRuntimeConfig(url: string = '/config.json'): Promise<RuntimeConfig> {
  const inline = readInlineJson(INLINE_CONFIG_ID);
  if (inline && typeof inline === 'object') {
    current = withDefaults(inline);
    return current;
  }
  let raw: PartialConfig | null = null;
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (response.ok) raw = (await response.json()) as PartialConfig;
    else console.warn(`No se pudo leer ${url} (${response.status}); se usan valores por defecto.`);
  } catch (error) {
    console.warn(`No se pudo leer ${url}; se usan valores por defecto.`, error);
  }
  current = withDefaults(raw);
  return current;
}

/**
 * Makes `raw` the loaded config, with defaults for anything missing, as `loadRuntimeConfig` does
 * with what it reads: the host's start-up, for a config it got another way (an admin's preview).
 */
export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  current = withDefaults(typeof raw === 'object' ? raw : null);
  return current;
}

/** The config last loaded by `loadRuntimeConfig` (or set by `setRuntimeConfig`), or the defaults before that. */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Tests only (`setTestSite` in `@pasteleria/shared/testing`): replaces the loaded config without a fetch. */
export function replaceRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
