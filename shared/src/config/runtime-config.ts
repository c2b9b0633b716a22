import { DEFAULT_API_BASE } from '../api/api-settings';
import { byRemote, REMOTE_NAMES, siteManifestUrl, type RemoteName } from '../federation/site-apps';
import type { RemoteFallback, RuntimeConfig } from '../types';
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
  remoteEntries?: unknown;
  releases?: unknown;
  fallbacks?: unknown;
  integrity?: unknown;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function textOr(value: unknown, fallback: string): string {
  return isText(value) ? value : fallback;
}

/** A release as the config names it (`{ id, version }`), or undefined when `raw` is not one. */
function release(raw: unknown): { id: number; version: string } | undefined {
  const { id, version } = (raw ?? {}) as Record<string, unknown>;
  return Number.isInteger(id) && isText(version) ? { id: id as number, version } : undefined;
}

/** `read` of each remote's value in `raw`, the remotes it answers for only; undefined when none. */
function perRemote<T>(
  raw: unknown,
  read: (value: unknown) => T | undefined,
): Partial<Record<RemoteName, T>> | undefined {
  const kept: Partial<Record<RemoteName, T>> = {};
  for (const name of REMOTE_NAMES) {
    const value = read((raw as Record<string, unknown> | null | undefined)?.[name]);
    if (value !== undefined) kept[name] = value;
  }
  return Object.keys(kept).length ? kept : undefined;
}

/** A stable release to fall back to: its manifest, its entry when given, its release (null: the site's own build). */
function fallback(raw: unknown): RemoteFallback | undefined {
  const { manifest, entry, release: given } = (raw ?? {}) as Record<string, unknown>;
  const stable = given === null ? null : release(given);
  if (!isText(manifest) || stable === undefined) return undefined;
  return { manifest, ...(isText(entry) ? { entry } : {}), release: stable };
}

function withDefaults(raw: PartialConfig | null | undefined): RuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  const remotes = raw?.remotes ?? {};
  const site = raw?.site ?? {};
  const remoteEntries = perRemote(raw?.remoteEntries, (entry) => (isText(entry) ? entry : undefined));
  const releases = perRemote(raw?.releases, release);
  const fallbacks = perRemote(raw?.fallbacks, fallback);
  const integrity = integrityOf(raw?.integrity);
  return {
    ...(remoteEntries ? { remoteEntries } : {}),
    ...(releases ? { releases } : {}),
    ...(fallbacks ? { fallbacks } : {}),
    ...(integrity ? { integrity } : {}),
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

/** The files' integrity, as the server names it (`sha384-…` by URL); anything else in it is left out. */
function integrityOf(raw: unknown): Record<string, string> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^sha(256|384|512)-/.test(entry[1]),
    ),
  );
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
