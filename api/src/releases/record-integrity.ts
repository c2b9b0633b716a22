import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { fetchManifest, fetchReleaseFile } from './fetch-manifest.js';
import { integrityOfFiles, integrityOfUrlRelease } from './integrity.js';
import { readFiles } from './release-store.js';

/**
 * At start: each release registered before the site recorded its files' integrity gets it now,
 * from its stored files (an uploaded or site release), or from its team's host (a url release with
 * a manifest), as they are today. Answers the url releases whose files could not be read: browsers
 * refuse them until they are published again.
 */
export async function recordMissingIntegrity(
  db: Kysely<Database>,
  origins: readonly string[],
): Promise<Array<{ id: number; reason: string }>> {
  const missing = await db
    .selectFrom('releases')
    .select(['id', 'source', 'manifest_url', 'served'])
    .where(sql<boolean>`integrity = '{}'::jsonb`)
    .where((eb) => eb.or([eb('source', '<>', 'url'), eb('manifest', 'is not', null)]))
    .execute();
  const failed: Array<{ id: number; reason: string }> = [];
  for (const release of missing) {
    let integrity;
    if (release.source === 'url') {
      try {
        const text = await fetchManifest(release.manifest_url, origins);
        integrity = await integrityOfUrlRelease(release.manifest_url, text, (url) => fetchReleaseFile(url, origins));
      } catch (error) {
        failed.push({ id: release.id, reason: (error as Error).message });
        continue;
      }
    } else {
      if (!release.served) continue;
      const files = new Map<string, Buffer>();
      for await (const file of readFiles(db, release.id)) files.set(file.path, file.bytes);
      integrity = integrityOfFiles(files);
    }
    await db
      .updateTable('releases')
      .set({ integrity: sql`${JSON.stringify(integrity)}::jsonb` })
      .where('id', '=', release.id)
      .execute();
  }
  return failed;
}
