import { sql, type Kysely, type Selectable } from 'kysely';
import type { RemoteName, RolloutStage, RolloutStatus } from '@pasteleria/shared/federation';
import type { Database } from '../../db/database.js';
import type { RolloutsTable } from '../../db/schema.js';

/** The rollouts' rows. Every function takes the database or a transaction. */
type Db = Kysely<Database>;

export type RolloutRow = Selectable<RolloutsTable>;

export interface NewRolloutRow {
  remote: RemoteName;
  releaseId: number;
  fromId: number;
  stages: RolloutStage[];
  minVisits: number;
  startedBy: string;
  now: Date;
}

export async function insertRollout(trx: Db, rollout: NewRolloutRow): Promise<number> {
  const { id } = await trx
    .insertInto('rollouts')
    .values({
      remote: rollout.remote,
      release_id: rollout.releaseId,
      from_id: rollout.fromId,
      stages: sql`${JSON.stringify(rollout.stages)}::jsonb`,
      min_visits: rollout.minVisits,
      stage_started_at: rollout.now,
      started_by: rollout.startedBy,
      started_at: rollout.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every running rollout. */
export function readRunning(db: Db): Promise<RolloutRow[]> {
  return db.selectFrom('rollouts').selectAll().where('status', '=', 'running').orderBy('id').execute();
}

/** The remote's running rollout, locked until the transaction ends. */
export function lockRunning(trx: Db, remote: RemoteName): Promise<RolloutRow | undefined> {
  return trx
    .selectFrom('rollouts')
    .selectAll()
    .where('remote', '=', remote)
    .where('status', '=', 'running')
    .forUpdate()
    .executeTakeFirst();
}

/** The remote's running rollout, else its last one. */
export function readLatest(db: Db, remote: RemoteName): Promise<RolloutRow | undefined> {
  return db
    .selectFrom('rollouts')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setStage(trx: Db, id: number, stage: number, reason: string, now: Date): Promise<void> {
  await trx.updateTable('rollouts').set({ stage, reason, stage_started_at: now }).where('id', '=', id).execute();
}

export async function endRollout(
  trx: Db,
  id: number,
  status: Exclude<RolloutStatus, 'running'>,
  reason: string,
  now: Date,
): Promise<void> {
  await trx.updateTable('rollouts').set({ status, reason, ended_at: now }).where('id', '=', id).execute();
}

/** Whether `error` is the unique index's refusal of a second running rollout of one remote. */
export const isSecondRunning = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
