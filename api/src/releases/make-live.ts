import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError, notFound, refusal } from '../http/errors.js';
import { lockRunning } from './rollouts/rollout-store.js';
import type { ReleaseRegistry } from './registry.js';
import { setLive } from './release-store.js';

/**
 * Makes a release of `remote` the one its pages load, recorded in the history as `changedBy`'s
 * (making the live one live again records nothing). The release is read and locked in the same
 * transaction, so retention cannot let its files go meanwhile.
 */
export async function makeLive(
  db: Kysely<Database>,
  registry: ReleaseRegistry,
  remote: RemoteName,
  id: number,
  changedBy: string,
): Promise<Release> {
  const changed = await db.transaction().execute(async (trx) => {
    const release = await trx
      .selectFrom('releases')
      .select(['remote', 'version', 'served'])
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
    if (release?.remote !== remote) throw notFound(`No existe esa versión de ${remote}.`);
    if (!release.served) throw refusal('id', `Los archivos de la versión ${release.version} ya no se conservan.`);
    if (await lockRunning(trx, remote))
      throw new HttpError(
        409,
        `Hay un despliegue gradual de ${remote} en curso: complétalo o detenlo antes de publicar otra versión para todos.`,
      );
    return setLive(trx, remote, id, changedBy);
  });
  if (changed) await registry.changed();
  // Published through another instance a moment ago: not in memory here yet.
  else if (!registry.byId(id)) await registry.reload();
  const live = registry.byId(id);
  if (!live) throw notFound(`No existe esa versión de ${remote}.`);
  return live;
}
