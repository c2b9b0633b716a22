import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName } from '@pasteleria/shared/federation';
import { remoteUrlVariable, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { lockUntilCommit } from '../db/jobs.js';
import { MANIFEST_FILE, type BundleFiles } from './bundle.js';
import type { Manifest } from './manifest.js';
import { insertFiles, insertRelease, setLive, SITE_ACTOR } from './release-store.js';
import { releaseManifestUrl, siteDist, siteManifestUrl } from './site-dist.js';
import { buildVersion, shortHash } from './version.js';

/**
 * The releases the site brings, registered at start, for each remote:
 * - its own build (`remote-blog/dist/`, when it has a mf-manifest.json): a 'site' release, files
 *   stored, versioned `{buildVersion}-{first 8 hex of sha256(mf-manifest.json)}`, unless registered;
 * - REMOTE_*_URL, when set: a url release with that URL (not fetched), unless one has it.
 * Then the live choice: REMOTE_*_URL's release when it was just registered (the operator set a new
 * address and restarted) or nothing is live; with no live release, the site's build; a site build just registered replaces a live
 * site build (a redeploy of the site updates the remote, until a team publishes its own). Each change
 * is in the history as the site's. All of it in one transaction under a lock, so instances starting
 * together do it one after the other; starting again changes nothing.
 */

/** Every file under `dir`, by its path inside it; dot-files (the build's own notes) are never served, nor kept. */
async function readTree(dir: string, prefix = ''): Promise<BundleFiles> {
  const files: BundleFiles = new Map();
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix + entry.name;
    if (entry.isDirectory())
      for (const file of await readTree(path.join(dir, entry.name), `${relative}/`)) files.set(...file);
    else if (entry.isFile()) files.set(relative, await fs.readFile(path.join(dir, entry.name)));
  }
  return files;
}

/** The release of the site's own build of `remote`, registered if new: its id and whether it was. */
async function registerSiteBuild(
  trx: Kysely<Database>,
  webRoot: string,
  remote: RemoteName,
): Promise<{ id: number; registered: boolean } | undefined> {
  const dist = siteDist(webRoot, remote);
  const text = await fs.readFile(path.join(dist, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    return undefined;
  }
  const version = buildVersion(text, manifest?.metaData?.buildInfo?.buildVersion);
  const existing = await trx
    .selectFrom('releases')
    .select(['id', 'source', 'served'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (existing) {
    // Its files were let go by retention: the build on disk brings them back.
    if (existing.source === 'site' && !existing.served) {
      await insertFiles(trx, existing.id, await readTree(dist));
      await trx.updateTable('releases').set({ served: true }).where('id', '=', existing.id).execute();
    }
    return { id: existing.id, registered: false };
  }
  const release = {
    remote,
    version,
    source: 'site' as const,
    manifestUrl: releaseManifestUrl(remote, version),
    manifest,
    notes: 'Copia construida con el sitio.',
    createdBy: SITE_ACTOR,
  };
  return { id: await insertRelease(trx, release, await readTree(dist)), registered: true };
}

/** The url release of REMOTE_*_URL, registered if no release has that URL: its id and whether it was. */
async function registerUrl(
  trx: Kysely<Database>,
  remote: RemoteName,
  url: string,
): Promise<{ id: number; registered: boolean }> {
  const existing = await trx
    .selectFrom('releases')
    .select('id')
    .where('remote', '=', remote)
    .where('source', '=', 'url')
    .where('manifest_url', '=', url)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { id: existing.id, registered: false };
  const id = await insertRelease(trx, {
    remote,
    version: `url-${shortHash(url)}`,
    source: 'url',
    manifestUrl: url,
    manifest: null,
    notes: `Dirección de ${remoteUrlVariable(remote)}.`,
    createdBy: SITE_ACTOR,
  });
  return { id, registered: true };
}

/** The REMOTE_*_URL of `remote`; the unversioned copy this server serves counts as unset (it is the site's own). */
function remoteUrl(config: Config, remote: RemoteName): string | undefined {
  const url = config.remoteUrls[remote];
  return url === siteManifestUrl(remote) ? undefined : url;
}

async function bootstrapRemote(trx: Kysely<Database>, config: Config, remote: RemoteName): Promise<void> {
  const site = await registerSiteBuild(trx, config.webRoot, remote);
  const url = remoteUrl(config, remote);
  const fromUrl = url === undefined ? undefined : await registerUrl(trx, remote, url);
  const live = await trx
    .selectFrom('live_releases')
    .innerJoin('releases', 'releases.id', 'live_releases.release_id')
    .select(['releases.id', 'releases.source'])
    .where('live_releases.remote', '=', remote)
    .executeTakeFirst();
  // REMOTE_*_URL goes live when it names a new address (the operator changed it and restarted), or
  // when nothing is live; a team's later choice then stays, restart after restart.
  const chosen =
    fromUrl && (fromUrl.registered || !live)
      ? fromUrl.id
      : !live || (live.source === 'site' && site?.registered)
        ? site?.id
        : undefined;
  if (chosen !== undefined) await setLive(trx, remote, chosen, SITE_ACTOR);
}

/** Registers the site's releases and chooses the live ones (see above). */
export async function bootstrapReleases(db: Kysely<Database>, config: Config): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, config.databaseUrl !== undefined, 'release-bootstrap');
    for (const remote of REMOTE_NAMES) await bootstrapRemote(trx, config, remote);
  });
}
