import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError, refusal } from '../http/errors.js';
import { MANIFEST_FILE, readBundle, type BundleFiles } from './bundle.js';
import { fetchManifest, fetchReleaseFile } from './fetch-manifest.js';
import { integrityOfUrlRelease } from './integrity.js';
import { parseManifest, remoteEntryPath, serverRenderOf, type Manifest } from './manifest.js';
import { insertRelease, type NewRelease } from './release-store.js';
import type { ReleaseServices } from './services.js';
import { releaseManifestUrl } from './site-dist.js';
import { buildVersion } from './version.js';

/**
 * Publishing a release: its bundle unpacked in memory (or its manifest read from its URL), every
 * check passed, then its row and files stored in one transaction; a refusal stores nothing. The
 * registry is reloaded (here and on the other instances) before the release is answered.
 */
export interface PublishRequest {
  remote: RemoteName;
  /** Checked already; absent: the build's own (`{buildVersion}-{sha256 of the manifest}`). */
  version: string | undefined;
  notes: string;
  createdBy: string;
}

/** What publishing reads and writes: the releases' tables, their limits, the registry, the host's checks. */
export interface Publishing {
  db: Kysely<Database>;
  config: Pick<Config, 'releases'>;
  releases: Pick<ReleaseServices, 'registry' | 'compatibility'>;
}

const duplicate = (remote: RemoteName, version: string) =>
  new HttpError(409, `Ya existe la versión ${version} de ${remote}.`);

/** 409 when `remote` already has `version`. */
async function checkVersionFree(ctx: Publishing, remote: RemoteName, version: string): Promise<void> {
  const existing = await ctx.db
    .selectFrom('releases')
    .select('id')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (existing) throw duplicate(remote, version);
}

/** A unique violation: the same version stored by a request that ran alongside. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

async function store(ctx: Publishing, release: NewRelease, files?: BundleFiles): Promise<Release> {
  await checkVersionFree(ctx, release.remote, release.version);
  let id: number;
  try {
    id = await ctx.db.transaction().execute((trx) => insertRelease(trx, release, files));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(release.remote, release.version);
    throw error;
  }
  await ctx.releases.registry.changed();
  const stored = ctx.releases.registry.byId(id);
  if (!stored) throw new Error(`release ${id} was stored but not read back`);
  return stored;
}

/** The manifest checked for `remote` in this host; answers it with the version to store. */
function checkManifest(ctx: Publishing, request: PublishRequest, text: string, field: string) {
  const manifest = parseManifest(text, field);
  ctx.releases.compatibility.check(request.remote, manifest);
  serverRenderOf(manifest, field);
  return { manifest, version: request.version ?? buildVersion(text, manifest.metaData.buildInfo?.buildVersion) };
}

/**
 * A stored release is served from its own folder: its files must be found relative to its manifest,
 * its entry and, when it has a server build, the file of each exposed module (kept with the others,
 * never sent to browsers: the site's render process reads them).
 */
function checkServable(manifest: Manifest, files: BundleFiles): void {
  const publicPath = manifest.metaData.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto')
    throw refusal(
      'bundle',
      `El manifiesto fija publicPath «${publicPath}»: un paquete subido debe construirse con publicPath «auto».`,
    );
  const entry = remoteEntryPath(manifest);
  const named = [entry, ...Object.values(serverRenderOf(manifest, 'bundle')?.exposes ?? {})];
  const missing = named.find((file) => !files.has(file));
  if (missing !== undefined) throw refusal('bundle', `El paquete no tiene ${missing}, que su manifiesto nombra.`);
}

/** An uploaded bundle (.tar.gz of the remote's dist/). */
export async function publishBundle(ctx: Publishing, request: PublishRequest, bundle: Buffer): Promise<Release> {
  if (request.version !== undefined) await checkVersionFree(ctx, request.remote, request.version);
  const { maxFiles, maxBytes } = ctx.config.releases;
  const files = await readBundle(bundle, { maxFiles, maxBytes });
  const text = (files.get(MANIFEST_FILE) ?? Buffer.alloc(0)).toString('utf8');
  const { manifest, version } = checkManifest(ctx, request, text, 'bundle');
  checkServable(manifest, files);
  const manifestUrl = releaseManifestUrl(request.remote, version);
  return store(ctx, { ...request, version, source: 'upload', manifestUrl, manifest }, files);
}

/**
 * A release its team serves: its manifest read once from `manifestUrl`, and each file it names, so
 * their SHA-384 is recorded as they are now (a file replaced later is refused by browsers).
 */
export async function publishUrl(ctx: Publishing, request: PublishRequest, manifestUrl: string): Promise<Release> {
  if (request.version !== undefined) await checkVersionFree(ctx, request.remote, request.version);
  const { origins } = ctx.config.releases;
  const text = await fetchManifest(manifestUrl, origins);
  const { manifest, version } = checkManifest(ctx, request, text, 'manifestUrl');
  const integrity = await integrityOfUrlRelease(manifestUrl, text, (url) => fetchReleaseFile(url, origins));
  return store(ctx, { ...request, version, source: 'url', manifestUrl, manifest, integrity });
}
