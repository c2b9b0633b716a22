import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@pasteleria/shared/federation';
import { canonicalTimeZone } from '@pasteleria/shared/shop-days';

/** A fixed-window limit: at most `max` hits per `windowMs` for one key. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Everything the server reads from its environment, already parsed and defaulted. */
export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`pgdata/`) and the stored images (`img/`). */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  adminEmail: string;
  /** When unset on first start, a password is generated and printed once. */
  adminPassword: string | undefined;
  /** Demo content on the first start of an empty database. */
  seed: boolean;
  maxImageBytes: number;
  /** Absolute. Folder holding host/ and remote-*\/ with their dist/ folders. */
  webRoot: string;
  apiBase: string;
  /** Scheme, host and port of the public site (`https://pasteleria.mx`), for canonical and share URLs; else each request's. */
  siteUrl: string | undefined;
  /**
   * REMOTE_PUBLIC_URL, REMOTE_BLOG_URL, REMOTE_ADMIN_URL as given: each registers a url release of
   * its remote, made live at start (releases/bootstrap.ts). Unset, or the URL of the site's own
   * unversioned build: the site's own copy.
   */
  remoteUrls: Partial<Record<RemoteName, string>>;
  releases: {
    /** Largest bundle (.tar.gz) an upload may send. */
    maxUploadBytes: number;
    /** Largest total of a bundle's files, unpacked. */
    maxBytes: number;
    maxFiles: number;
    /** Origins (`https://cdn.example.com`) whose manifest URLs may be on a private or local address. */
    origins: string[];
    /** ROLLOUT_ANALYSIS_SECONDS: how often the running rollouts are analysed. */
    analysisMs: number;
    /** RELEASE_WEBHOOK_URL: where each step of a rollout is posted (JSON with a `text`), if anywhere. */
    webhookUrl: string | undefined;
  };
  site: { name: string; whatsappPhone: string; socialUrl: string };
  /** The shop's IANA time zone (SITE_TIMEZONE): where its days begin and end, for the statistics. */
  siteTimeZone: string;
  /** Access-Control-Allow-Origin of /api/* answers. */
  corsOrigin: string;
  tokenTtlMs: number;
  /** How often expired tokens are deleted (they are also deleted on every login). Not an env variable. */
  tokenSweepMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe (fastify's `trustProxy`): none (false), the last
   * `n` hops, or the listed addresses. Never all: the leftmost address is the client's to write.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** LOG_FORMAT: JSON lines or readable ones; unset, readable when stdout is a terminal (http/logger.ts). */
  logFormat: LogFormat | undefined;
  /** METRICS_PORT and METRICS_HOST: where Prometheus scrapes this instance (metrics/), never the site's port; off when unset. */
  metrics: { port: number; host: string } | undefined;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only form) is set: each request's spans go out by OTLP
   * (plugins/external/otel.ts, which reads the OTEL_* variables itself). Unset, none of it loads.
   */
  tracing: boolean;
  /** The first view of each public page drawn on the server (site/server-render/). */
  serverRender: ServerRenderConfig;
  /**
   * SHUTDOWN_DELAY_MS: how long a SIGTERM'd server keeps serving while /health answers 503, so that
   * a balancer's checks take it out of rotation before it stops listening (0: stop at once).
   */
  shutdownDelayMs: number;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** An address guessing one e-mail's password: the address is slowed down, the owner elsewhere is not. */
    loginPerEmailIp: RateLimitRule;
    /** A much higher ceiling per e-mail, from every address together. */
    loginPerEmail: RateLimitRule;
    commentPerIp: RateLimitRule;
  };
}

/** What drawing the pages' first views on the server may take. */
export interface ServerRenderConfig {
  /** SERVER_RENDER=off: every page is drawn in the browser, as when the host has no server build. */
  enabled: boolean;
  /** SERVER_RENDER_TIMEOUT_MS: the longest a page waits for its first view; a render that takes longer is killed. */
  timeoutMs: number;
  /** SERVER_RENDER_MEMORY_MB: each render process's heap (V8's old space). */
  memoryMb: number;
  /** SERVER_RENDER_PROCESSES: render processes alive at once, one per set of releases. */
  processes: number;
  /** How long a process whose set of releases is no longer given keeps finishing its renders. Not an env variable. */
  graceMs: number;
  /** How long a release whose render timed out or crashed its process is drawn in the browser only. Not an env variable. */
  benchMs: number;
  /** The rendered first views kept, in bytes. Not an env variable. */
  cacheBytes: number;
}

/** The repository root: api/dist/src/config.js → three levels up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const MINUTE = 60_000;
const MB = 1024 * 1024;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be an integer of 0 or more, got "${value}"`);
  return parsed;
}

function text(value: string | undefined, fallback: string): string {
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

/** SITE_URL without a trailing slash; it must be an http(s) URL. */
function siteUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(url))
    throw new Error(`SITE_URL must be an http(s) URL, got "${value}"`);
  return url;
}

/** SERVER_RENDER: on unless `off`, `0` or `false`. */
function onUnlessOff(value: string | undefined, name: string): boolean {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '' || given === 'on' || given === '1' || given === 'true') return true;
  if (given === 'off' || given === '0' || given === 'false') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** METRICS_PORT (0: any free port) and METRICS_HOST; no port, no metrics. */
function metrics(env: NodeJS.ProcessEnv): Config['metrics'] {
  const port = env.METRICS_PORT?.trim();
  if (!port) return undefined;
  return {
    port: port === '0' ? 0 : positiveInt(port, 0, 'METRICS_PORT'),
    host: text(env.METRICS_HOST, '127.0.0.1'),
  };
}

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT: `json`, `pretty`, or unset. */
function logFormat(value: string | undefined): LogFormat | undefined {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '') return undefined;
  if (given === 'json' || given === 'pretty') return given;
  throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
}

/** RELEASE_WEBHOOK_URL: an http(s) URL, or none. */
function webhookUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`RELEASE_WEBHOOK_URL must be an http(s) URL, got "${value}"`);
  return url.href;
}

/** SITE_TIMEZONE: an IANA time zone name, by its canonical spelling; Mexico City's when unset. */
function siteTimeZone(value: string | undefined): string {
  const given = text(value, 'America/Mexico_City');
  const zone = canonicalTimeZone(given);
  if (!zone)
    throw new Error(
      `SITE_TIMEZONE must be an IANA time zone name such as America/Mexico_City or Europe/Madrid, got "${given}"`,
    );
  return zone;
}

/** The environment variable naming a remote's manifest URL: REMOTE_BLOG_URL for remote_blog. */
export const remoteUrlVariable = (remote: RemoteName) => `${remote.toUpperCase()}_URL`;

/** What each REMOTE_*_URL says, as given (releases/bootstrap.ts reads what it means). */
function remoteUrls(env: NodeJS.ProcessEnv): Config['remoteUrls'] {
  const urls: Config['remoteUrls'] = {};
  for (const remote of REMOTE_NAMES) {
    const value = env[remoteUrlVariable(remote)]?.trim();
    if (value) urls[remote] = value;
  }
  return urls;
}

/** RELEASE_ORIGINS: a comma-separated list of http(s) origins. */
function origins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  return entries
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        throw new Error(`RELEASE_ORIGINS must list http(s) origins, got "${entry}"`);
      return url.origin;
    });
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  if (RANGE_NAMES.has(address)) return bits === undefined;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, 0 or false trusts no proxy; a number n trusts the last n hops (`true` means
 * 1, as it did before); else a comma-separated list of proxy addresses or CIDR ranges.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '' || given === '0' || given === 'false') return false;
  if (given === 'true') return 1;
  if (/^\d+$/.test(given)) return positiveInt(given, 1, 'TRUST_PROXY');
  const entries = given.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of hops or a list of proxy addresses (CIDR allowed), got "${wrong.join(', ')}"`,
    );
  return entries;
}

/**
 * Reads the configuration from environment variables. Relative DATA_DIR and WEB_ROOT resolve
 * against `cwd`; unset, they default to `<repo>/data` and the repository root.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  return {
    port: env.PORT === '0' ? 0 : positiveInt(env.PORT, 8080, 'PORT'),
    host: text(env.HOST, '0.0.0.0'),
    dataDir: env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    adminEmail: text(env.ADMIN_EMAIL, 'admin@pasteleria.local').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seed: env.SEED !== '0' && env.SEED?.toLowerCase() !== 'false',
    maxImageBytes: positiveInt(env.MAX_IMAGE_BYTES, 5 * 1024 * 1024, 'MAX_IMAGE_BYTES'),
    webRoot: env.WEB_ROOT ? path.resolve(cwd, env.WEB_ROOT) : REPO_ROOT,
    apiBase: text(env.API_BASE, '/api/v1'),
    siteUrl: siteUrl(env.SITE_URL),
    remoteUrls: remoteUrls(env),
    releases: {
      maxUploadBytes: positiveInt(env.RELEASE_MAX_UPLOAD_BYTES, 30 * MB, 'RELEASE_MAX_UPLOAD_BYTES'),
      maxBytes: positiveInt(env.RELEASE_MAX_BYTES, 100 * MB, 'RELEASE_MAX_BYTES'),
      maxFiles: positiveInt(env.RELEASE_MAX_FILES, 2000, 'RELEASE_MAX_FILES'),
      origins: origins(env.RELEASE_ORIGINS),
      analysisMs: positiveInt(env.ROLLOUT_ANALYSIS_SECONDS, 60, 'ROLLOUT_ANALYSIS_SECONDS') * 1000,
      webhookUrl: webhookUrl(env.RELEASE_WEBHOOK_URL),
    },
    site: {
      name: text(env.SITE_NAME, 'Pastelería La Esperanza'),
      whatsappPhone: text(env.WHATSAPP_PHONE, '5215512345678'),
      socialUrl: text(env.SOCIAL_URL, 'https://www.facebook.com/pasteleria.laesperanza'),
    },
    siteTimeZone: siteTimeZone(env.SITE_TIMEZONE),
    corsOrigin: text(env.CORS_ORIGIN, '*'),
    tokenTtlMs: positiveInt(env.TOKEN_TTL_HOURS, 12, 'TOKEN_TTL_HOURS') * 60 * MINUTE,
    tokenSweepMs: 60 * MINUTE,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: text(env.LOG_LEVEL, 'info'),
    logFormat: logFormat(env.LOG_FORMAT),
    metrics: metrics(env),
    tracing: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()),
    serverRender: {
      enabled: onUnlessOff(env.SERVER_RENDER, 'SERVER_RENDER'),
      timeoutMs: positiveInt(env.SERVER_RENDER_TIMEOUT_MS, 1_000, 'SERVER_RENDER_TIMEOUT_MS'),
      memoryMb: positiveInt(env.SERVER_RENDER_MEMORY_MB, 128, 'SERVER_RENDER_MEMORY_MB'),
      processes: positiveInt(env.SERVER_RENDER_PROCESSES, 4, 'SERVER_RENDER_PROCESSES'),
      graceMs: 5_000,
      benchMs: MINUTE,
      cacheBytes: 16 * MB,
    },
    // Two failed checks at the usual intervals (haproxy's 2 s, a load balancer's 1–2 s) and a margin.
    shutdownDelayMs: nonNegativeInt(env.SHUTDOWN_DELAY_MS, 5_000, 'SHUTDOWN_DELAY_MS'),
    rateLimits: {
      loginPerIp: { max: positiveInt(env.LOGIN_RATE_LIMIT_IP, 30, 'LOGIN_RATE_LIMIT_IP'), windowMs: 10 * MINUTE },
      loginPerEmailIp: {
        max: positiveInt(env.LOGIN_RATE_LIMIT_EMAIL_IP, 10, 'LOGIN_RATE_LIMIT_EMAIL_IP'),
        windowMs: 10 * MINUTE,
      },
      loginPerEmail: {
        max: positiveInt(env.LOGIN_RATE_LIMIT_EMAIL, 200, 'LOGIN_RATE_LIMIT_EMAIL'),
        windowMs: 10 * MINUTE,
      },
      commentPerIp: { max: positiveInt(env.COMMENT_RATE_LIMIT_IP, 10, 'COMMENT_RATE_LIMIT_IP'), windowMs: 10 * MINUTE },
    },
  };
}
