import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/**
 * Periodic jobs (the expired-token sweep, the orphan-picture sweep, old rate-limit windows, the
 * releases' retention, the statistics' roll-up, the rollouts' analysis and their reports' days) and the registering of the site's releases at start. Several
 * instances on one PostgreSQL database run the same timers: each run first takes the job's
 * advisory lock, and an instance that finds it taken skips that run, since another is doing it.
 */
export type JobName = keyof typeof JOB_KEYS;

/** The advisory lock of each job: (JOBS_CLASS, key). */
const JOB_KEYS = {
  'expired-tokens': 1,
  'orphan-pictures': 2,
  'rate-limit-windows': 3,
  'release-retention': 4,
  'release-bootstrap': 5,
  'statistics-rollup': 6,
  'rollout-analysis': 7,
  'release-report-days': 8,
} as const;
/** "past" in ASCII: keeps our locks apart from any other application's on a shared server. */
const JOBS_CLASS = 0x70617374;

/**
 * Runs `work` unless another instance is running the same job; answers whether it ran. On the
 * embedded database (`shared` false) there is no other instance, and no lock is taken.
 */
export async function runExclusively(
  db: Kysely<Database>,
  shared: boolean,
  job: JobName,
  work: () => Promise<void>,
): Promise<boolean> {
  if (!shared) {
    await work();
    return true;
  }
  // A session lock on one reserved connection; the work itself runs on the pool.
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${JOBS_CLASS}::int, ${JOB_KEYS[job]}::int) AS locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${JOBS_CLASS}::int, ${JOB_KEYS[job]}::int)`.execute(connection);
    }
    return true;
  });
}

/**
 * Waits for the job's lock, held until the transaction `trx` ends: instances starting together do
 * the job one after the other, each seeing what the one before did. Nothing on the embedded database.
 */
export async function lockUntilCommit(trx: Kysely<Database>, shared: boolean, job: JobName): Promise<void> {
  if (shared) await sql`SELECT pg_advisory_xact_lock(${JOBS_CLASS}::int, ${JOB_KEYS[job]}::int)`.execute(trx);
}

/**
 * Runs a job every `intervalMs` (exclusively, see above) until the answered function is called. The
 * timer never keeps the process alive, and a failed run is only reported: the next one tries again.
 */
export function every(intervalMs: number, run: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    run().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
