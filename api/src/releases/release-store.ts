import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Release,
  ReleaseChange,
  ReleaseChangeKind,
  ReleaseSource,
  RemoteName,
} from '@pasteleria/shared/federation';
import type { Database } from '../db/database.js';
import type { ReleasesTable } from '../db/schema.js';
import type { BundleFiles } from './bundle.js';
import { integrityOfFiles, type Integrity } from './integrity.js';
import type { Manifest } from './manifest.js';

/**
 * The releases' rows: a release with its files, the live choice and its history. Every function
 * takes the database or a transaction, so a caller can do several in one.
 */
type Db = Kysely<Database>;

export interface NewRelease {
  remote: RemoteName;
  version: string;
  source: ReleaseSource;
  manifestUrl: string;
  /** As checked; null for a url release named by the environment (not fetched at start). */
  manifest: Manifest | null;
  notes: string;
  createdBy: string;
  /** Its files' SHA-384, by path beside the manifest; a stored release's are computed from its files. */
  integrity?: Integrity;
}

/** Who changed the live release at start. */
export const SITE_ACTOR = 'sitio';

/** Files per INSERT: a statement of a few MB at most. */
const FILE_BATCH_BYTES = 4 * 1024 * 1024;

const COLUMNS = [
  'id',
  'remote',
  'version',
  'source',
  'manifest_url',
  'notes',
  'created_by',
  'created_at',
  'served',
] as const satisfies ReadonlyArray<keyof ReleasesTable>;

type ReleaseRow = Pick<Selectable<ReleasesTable>, (typeof COLUMNS)[number]>;

/** A row as the API answers it, `live` told by the caller. */
function toRelease(row: ReleaseRow, live: boolean): Release {
  return {
    id: row.id,
    remote: row.remote as RemoteName,
    version: row.version,
    manifestUrl: row.manifest_url,
    source: row.source,
    notes: row.notes,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    live,
    served: row.served,
  };
}

/** Stores a release and its files; answers its id. A version the remote already has is a unique violation. */
export async function insertRelease(trx: Db, release: NewRelease, files: BundleFiles = new Map()): Promise<number> {
  const { id } = await trx
    .insertInto('releases')
    .values({
      remote: release.remote,
      version: release.version,
      source: release.source,
      manifest_url: release.manifestUrl,
      manifest: release.manifest === null ? null : sql`${JSON.stringify(release.manifest)}::jsonb`,
      notes: release.notes,
      created_by: release.createdBy,
      integrity: sql`${JSON.stringify(release.integrity ?? integrityOfFiles(files))}::jsonb`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertFiles(trx, id, files);
  return id;
}

/** Each release's recorded integrity (those that have any), by id. */
export async function readIntegrity(db: Db): Promise<Map<number, Integrity>> {
  const rows = await db
    .selectFrom('releases')
    .select(['id', 'integrity'])
    .where(sql<boolean>`integrity <> '{}'::jsonb`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.integrity]));
}

/** Stores `files` as the release's, a few MB per statement. */
export async function insertFiles(trx: Db, releaseId: number, files: BundleFiles): Promise<void> {
  let batch: Array<{ release_id: number; path: string; bytes: Buffer }> = [];
  let size = 0;
  const flush = async () => {
    if (batch.length > 0) await trx.insertInto('release_files').values(batch).execute();
    batch = [];
    size = 0;
  };
  for (const [path, bytes] of files) {
    if (size + bytes.length > FILE_BATCH_BYTES) await flush();
    batch.push({ release_id: releaseId, path, bytes });
    size += bytes.length;
  }
  await flush();
}

/** Every release, newest first, with whether its remote's pages load it. */
export async function readReleases(db: Db): Promise<Release[]> {
  const rows = await db
    .selectFrom('releases')
    .leftJoin('live_releases', 'live_releases.release_id', 'releases.id')
    .select(COLUMNS.map((column) => `releases.${column}` as const))
    .select('live_releases.remote as live_remote')
    .orderBy('releases.created_at', 'desc')
    .orderBy('releases.id', 'desc')
    .execute();
  return rows.map((row) => toRelease(row, row.live_remote !== null));
}

/** The stored manifest of each release in `ids` (those that have one). */
export async function readManifests(db: Db, ids: number[]): Promise<Map<number, Manifest>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('releases').select(['id', 'manifest']).where('id', 'in', ids).execute();
  return new Map(rows.filter((row) => row.manifest !== null).map((row) => [row.id, row.manifest as Manifest]));
}

/** Where each url release's files come from besides its manifest's own origin: an absolute publicPath. */
export async function readPublicPaths(db: Db): Promise<string[]> {
  const { rows } = await sql<{ path: string }>`
    SELECT manifest->'metaData'->>'publicPath' AS path FROM releases
    WHERE source = 'url' AND manifest->'metaData'->>'publicPath' LIKE 'http%'
  `.execute(db);
  return rows.map((row) => row.path);
}

/** The release's files, a few at a time (a release may hold many MB). */
export async function* readFiles(db: Db, releaseId: number): AsyncGenerator<{ path: string; bytes: Buffer }> {
  const paths = await db
    .selectFrom('release_files')
    .select('path')
    .where('release_id', '=', releaseId)
    .orderBy('path')
    .execute();
  for (let start = 0; start < paths.length; start += 20) {
    const batch = paths.slice(start, start + 20).map((row) => row.path);
    yield* await db
      .selectFrom('release_files')
      .select(['path', 'bytes'])
      .where('release_id', '=', releaseId)
      .where('path', 'in', batch)
      .execute();
  }
}

/** How a change of the history came about, beyond who made it: a rollout's step, its share, why. */
export interface ChangeNote {
  kind?: ReleaseChangeKind;
  share?: number | null;
  reason?: string | null;
}

/** Records a change in the releases' history. */
export async function insertChange(
  trx: Db,
  change: { remote: RemoteName; fromId: number | null; toId: number; changedBy: string } & ChangeNote,
): Promise<void> {
  await trx
    .insertInto('release_changes')
    .values({
      remote: change.remote,
      from_id: change.fromId,
      to_id: change.toId,
      changed_by: change.changedBy,
      kind: change.kind ?? 'live',
      share: change.share ?? null,
      reason: change.reason ?? null,
    })
    .execute();
}

/**
 * Makes `releaseId` the live release of `remote`, recorded in the history as `changedBy`'s (with
 * `note`: a rollout completed); the live one made live again changes nothing. Answers whether it
 * changed. The remote's live row is locked until the transaction ends.
 */
export async function setLive(
  trx: Db,
  remote: RemoteName,
  releaseId: number,
  changedBy: string,
  note: ChangeNote = {},
): Promise<boolean> {
  const current = await liveReleaseId(trx, remote);
  if (current === releaseId) return false;
  await trx
    .insertInto('live_releases')
    .values({ remote, release_id: releaseId })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet({ release_id: releaseId }))
    .execute();
  await insertChange(trx, { remote, fromId: current ?? null, toId: releaseId, changedBy, ...note });
  return true;
}

/** The live release's id of `remote`, its row locked until the transaction ends. */
export async function liveReleaseId(trx: Db, remote: RemoteName): Promise<number | undefined> {
  const row = await trx
    .selectFrom('live_releases')
    .select('release_id')
    .where('remote', '=', remote)
    .forUpdate()
    .executeTakeFirst();
  return row?.release_id;
}

/** The last 100 changes of the live releases (of `remote` only, when given), newest first. */
export async function readHistory(db: Db, remote?: RemoteName): Promise<ReleaseChange[]> {
  let query = db
    .selectFrom('release_changes as c')
    .innerJoin('releases as t', 't.id', 'c.to_id')
    .leftJoin('releases as f', 'f.id', 'c.from_id')
    .select([
      'c.id',
      'c.remote',
      'c.from_id',
      'f.version as from_version',
      'c.to_id',
      't.version as to_version',
      'c.changed_by',
      'c.changed_at',
      'c.kind',
      'c.share',
      'c.reason',
    ])
    .orderBy('c.id', 'desc')
    .limit(100);
  if (remote) query = query.where('c.remote', '=', remote);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote as RemoteName,
    from: row.from_id === null ? null : { id: row.from_id, version: row.from_version ?? '' },
    to: { id: row.to_id, version: row.to_version },
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at).toISOString(),
    kind: row.kind,
    share: row.share,
    reason: row.reason,
  }));
}
