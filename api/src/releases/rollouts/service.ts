import type { Kysely } from 'kysely';
import {
  ROLLOUT_ANALYSIS_ACTOR,
  type NewRollout,
  type RemoteName,
  type Rollout,
  type RolloutStage,
} from '@pasteleria/shared/federation';
import { AUTOMATIC, recordActivity, type Actor } from '../../auth/activity-log.js';
import type { Database } from '../../db/database.js';
import { HttpError, notFound, refusal } from '../../http/errors.js';
import type { ReleaseRegistry } from '../registry.js';
import { insertChange, liveReleaseId, setLive } from '../release-store.js';
import { decide } from './analysis.js';
import { releaseHealth, visitsSince } from './health.js';
import type { ReleaseReports } from './reports.js';
import {
  endRollout,
  insertRollout,
  isSecondRunning,
  lockRunning,
  readLatest,
  readRunning,
  setStage,
  type RolloutRow,
} from './rollout-store.js';
import { checkStages, defaultMinVisits } from './stages.js';
import type { WebhookPost } from './webhook.js';

/**
 * A remote's rollouts: started by a person or a deploy key, advanced, aborted or completed by them
 * or by the analysis (`analyse`, every ROLLOUT_ANALYSIS_SECONDS on one instance at a time). Each
 * step is one transaction that locks the running rollout's row, so a person and the analysis never
 * both step it; it is written in the releases' history with who and why, then every instance
 * reloads the registry (which holds the running rollouts) and the webhook, if any, is told.
 */
export type RolloutStep = 'advance' | 'abort' | 'complete';

/** Who takes a step, and from which address (none for the analysis): for the history and the activity log. */
export interface StepBy {
  actor: Actor;
  address: string;
}

/** The analysis, named in the history as it always was (ROLLOUT_ANALYSIS_ACTOR), in the log as 'Automático'. */
const BY_ANALYSIS: StepBy = { actor: { ...AUTOMATIC, name: ROLLOUT_ANALYSIS_ACTOR }, address: '' };

export interface RolloutDeps {
  db: Kysely<Database>;
  registry: ReleaseRegistry;
  /** What browsers reported and this instance is still gathering: the figures wait for it. */
  reports?: Pick<ReleaseReports, 'settled'>;
  now: () => Date;
  webhook?: WebhookPost;
}

const notRunning = (remote: RemoteName) => new HttpError(409, `No hay un despliegue gradual de ${remote} en curso.`);

export class Rollouts {
  /** A failure nobody waits for (the webhook's); server.ts logs it. */
  onWarning: (error: unknown, message: string) => void = () => undefined;

  constructor(private readonly deps: RolloutDeps) {}

  #version(id: number): string {
    return this.deps.registry.byId(id)?.version ?? String(id);
  }

  /** The rollout as the API answers it, with what browsers met with each release over it so far. */
  async #answer(row: RolloutRow): Promise<Rollout> {
    const { db } = this.deps;
    await this.deps.reports?.settled();
    const [canary, stable] = await Promise.all([
      releaseHealth(db, row.release_id, row.started_at, row.ended_at),
      releaseHealth(db, row.from_id, row.started_at, row.ended_at),
    ]);
    const share = row.status === 'completed' ? 100 : row.status === 'aborted' ? 0 : (row.stages[row.stage]?.share ?? 0);
    return {
      id: row.id,
      remote: row.remote as RemoteName,
      release: { id: row.release_id, version: this.#version(row.release_id) },
      from: { id: row.from_id, version: this.#version(row.from_id) },
      stages: row.stages,
      minVisits: row.min_visits,
      stage: row.stage,
      share,
      stageStartedAt: new Date(row.stage_started_at).toISOString(),
      status: row.status,
      reason: row.reason,
      startedBy: row.started_by,
      startedAt: new Date(row.started_at).toISOString(),
      endedAt: row.ended_at === null ? null : new Date(row.ended_at).toISOString(),
      canary,
      stable,
    };
  }

  /** The remote's running rollout, else its last one; undefined when it never had one. */
  async latest(remote: RemoteName): Promise<Rollout | undefined> {
    const row = await readLatest(this.deps.db, remote);
    return row && this.#answer(row);
  }

  /** Starts rolling release `id` of `remote` out; 409 while another runs or when it is live already. */
  async start(remote: RemoteName, asked: NewRollout, by: StepBy): Promise<Rollout> {
    const { db, now } = this.deps;
    const actor = by.actor.name;
    const stages = checkStages(asked.stages);
    const minVisits = defaultMinVisits(asked.minVisits);
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const release = await trx
          .selectFrom('releases')
          .select(['remote', 'version', 'served'])
          .where('id', '=', asked.id)
          .forShare()
          .executeTakeFirst();
        if (release?.remote !== remote) throw notFound(`No existe esa versión de ${remote}.`);
        if (!release.served) throw refusal('id', `Los archivos de la versión ${release.version} ya no se conservan.`);
        const live = await liveReleaseId(trx, remote);
        if (live === undefined)
          throw new HttpError(
            409,
            `${remote} no tiene una versión publicada con la que comparar: publica una para todos.`,
          );
        if (live === asked.id) throw new HttpError(409, `La versión ${release.version} ya está publicada para todos.`);
        const running = await lockRunning(trx, remote);
        if (running) throw this.#alreadyRunning(remote, running);
        const at = now();
        const rollout = await insertRollout(trx, {
          remote,
          releaseId: asked.id,
          fromId: live,
          stages,
          minVisits,
          startedBy: actor,
          now: at,
        });
        await insertChange(trx, {
          remote,
          fromId: live,
          toId: asked.id,
          changedBy: actor,
          kind: 'rollout-start',
          share: stages[0]?.share ?? null,
          reason: `Despliegue gradual: ${stagesText(stages)}.`,
        });
        return rollout;
      });
    } catch (error) {
      // Started at the same moment through another instance.
      if (isSecondRunning(error)) throw new HttpError(409, `Ya hay un despliegue gradual de ${remote} en curso.`);
      throw error;
    }
    return this.#after(id, 'rollout-start', by);
  }

  #alreadyRunning(remote: RemoteName, running: RolloutRow): HttpError {
    return new HttpError(
      409,
      `Ya hay un despliegue gradual de ${remote} en curso (versión ${this.#version(running.release_id)}): ` +
        'avánzalo, complétalo o detenlo antes.',
    );
  }

  /**
   * A step of the remote's running rollout, by `by` for `reason`. `expected` (the analysis's):
   * the rollout and stage it decided on, so a step someone took meanwhile is not taken twice
   * (answers undefined then).
   */
  async step(
    remote: RemoteName,
    step: RolloutStep,
    by: StepBy,
    reason?: string,
    expected?: { id: number; stage: number },
  ): Promise<Rollout | undefined> {
    const { db, now } = this.deps;
    const actor = by.actor.name;
    const done = await db.transaction().execute(async (trx) => {
      const row = await lockRunning(trx, remote);
      if (!row) {
        if (expected) return undefined;
        throw notRunning(remote);
      }
      if (expected && (row.id !== expected.id || row.stage !== expected.stage)) return undefined;
      const at = now();
      const next = row.stage + 1;
      const finishing =
        step === 'complete' || (step === 'advance' && row.stages[next]?.share === 100) || !row.stages[next];
      if (step === 'abort') {
        const why = reason ?? 'Detenido y revertido a mano: todos vuelven a la versión estable.';
        await endRollout(trx, row.id, 'aborted', why, at);
        await insertChange(trx, {
          remote,
          fromId: row.release_id,
          toId: row.from_id,
          changedBy: actor,
          kind: 'rollout-abort',
          share: 0,
          reason: why,
        });
        return { id: row.id, kind: 'rollout-abort' as const };
      }
      if (finishing) {
        const why = reason ?? 'Completado a mano: publicada para todos.';
        await trx
          .updateTable('rollouts')
          .set({ stage: row.stages.length - 1 })
          .where('id', '=', row.id)
          .execute();
        await endRollout(trx, row.id, 'completed', why, at);
        await setLive(trx, remote, row.release_id, actor, { kind: 'rollout-complete', share: 100, reason: why });
        return { id: row.id, kind: 'rollout-complete' as const };
      }
      const share = row.stages[next]?.share ?? 100;
      const why = reason ?? `Avanzado a mano al ${share} %.`;
      await setStage(trx, row.id, next, why, at);
      await insertChange(trx, {
        remote,
        fromId: row.from_id,
        toId: row.release_id,
        changedBy: actor,
        kind: 'rollout-advance',
        share,
        reason: why,
      });
      return { id: row.id, kind: 'rollout-advance' as const };
    });
    if (!done) return undefined;
    return this.#after(done.id, done.kind, by);
  }

  /**
   * After a step: every instance reloads, the activity log and the webhook are told; answers the
   * rollout as it is now.
   */
  async #after(id: number, kind: RolloutKind, by: StepBy): Promise<Rollout> {
    const { db, registry, webhook } = this.deps;
    await registry.changed();
    const row = await db.selectFrom('rollouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rollout = await this.#answer(row);
    await recordActivity(db, by.actor.type === 'automatic' ? AUTOMATIC : by.actor, by.address, {
      action: ACTIONS[kind],
      target: { type: 'version', id: rollout.release.id, name: `${rollout.remote} ${rollout.release.version}` },
      description: stepText(rollout, kind),
    });
    if (webhook)
      webhook({ text: webhookText(rollout, kind, by.actor.name), event: kind, rollout }).catch((error: unknown) =>
        this.onWarning(error, 'the release webhook failed'),
      );
    return rollout;
  }

  /**
   * The analysis of every running rollout (one instance at a time, by the caller's lock): aborts a
   * new release clearly worse than the stable one, advances a stage that has lasted its time and
   * had its visits, completes at the last stage. Answers what it did, by remote.
   */
  async analyse(): Promise<Map<RemoteName, RolloutStep>> {
    const { db, now } = this.deps;
    const done = new Map<RemoteName, RolloutStep>();
    await this.deps.reports?.settled();
    for (const row of await readRunning(db)) {
      const remote = row.remote as RemoteName;
      const [canary, stable, stageVisits] = await Promise.all([
        releaseHealth(db, row.release_id, row.started_at),
        releaseHealth(db, row.from_id, row.started_at),
        visitsSince(db, row.release_id, row.stage_started_at),
      ]);
      const decision = decide(
        {
          stages: row.stages,
          stage: row.stage,
          stageStartedAt: new Date(row.stage_started_at),
          minVisits: row.min_visits,
          stageVisits,
        },
        canary,
        stable,
        now(),
      );
      if (decision.action === 'wait') continue;
      const stepped = await this.step(remote, decision.action, BY_ANALYSIS, decision.reason, {
        id: row.id,
        stage: row.stage,
      });
      if (stepped) done.set(remote, stepped.status === 'completed' ? 'complete' : decision.action);
    }
    return done;
  }
}

const duration = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

/** `10 % durante 10 min, 50 % durante 20 min, 100 %`. */
const stagesText = (stages: readonly RolloutStage[]) =>
  stages
    .map((stage) => (stage.seconds ? `${stage.share} % durante ${duration(stage.seconds)}` : `${stage.share} %`))
    .join(', ');

type RolloutKind = 'rollout-start' | 'rollout-advance' | 'rollout-abort' | 'rollout-complete';

const ACTIONS = {
  'rollout-start': 'rollout-started',
  'rollout-advance': 'rollout-advanced',
  'rollout-abort': 'rollout-aborted',
  'rollout-complete': 'rollout-completed',
} as const satisfies Record<RolloutKind, string>;

/** What a step did, with its reason: `remote_blog 1.3.0: avanza al 50 %. …`. */
function stepText(rollout: Rollout, kind: RolloutKind): string {
  const what = `${rollout.remote} ${rollout.release.version}`;
  const reason = rollout.reason ?? '';
  switch (kind) {
    case 'rollout-start':
      return `${what}: despliegue gradual iniciado al ${rollout.share} %.`;
    case 'rollout-advance':
      return `${what}: avanza al ${rollout.share} %. ${reason}`.trim();
    case 'rollout-abort':
      return `${what}: detenido; todos vuelven a ${rollout.from?.version ?? 'la versión estable'}. ${reason}`.trim();
    case 'rollout-complete':
      return `${what}: publicada para todos. ${reason}`.trim();
  }
}

/** The step for a chat: what it did, who did it, then why. */
function webhookText(rollout: Rollout, kind: RolloutKind, actor: string): string {
  const [what = '', ...why] = stepText(rollout, kind).split('. ');
  return [`${what.replace(/\.$/, '')} (${actor}).`, ...why].join(' ').trim();
}
