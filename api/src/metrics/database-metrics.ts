import type { Registry } from 'prom-client';
import { connections, type Db } from '../db/database.js';
import type { Statements } from '../db/statements.js';
import type { VisitCounter } from '../public/visit-counter.js';
import type { ReleaseReports } from '../releases/rollouts/reports.js';
import type { Statistics } from '../statistics/service.js';
import { counterAtScrape, gaugeAtScrape } from './read-at-scrape.js';

export interface DatabaseSources {
  db: Db;
  statements: Pick<Statements, 'availability' | 'failures'>;
  visits: Pick<VisitCounter, 'owed'>;
  statistics: Pick<Statistics, 'owed'>;
  releases: { reports: Pick<ReleaseReports, 'owed'> };
}

/** The database: whether it answers, its pool (PostgreSQL), the statements that failed, and what an outage has left owed. */
export function databaseMetrics(registry: Registry, { db, statements, visits, statistics, releases }: DatabaseSources) {
  gaugeAtScrape(registry, {
    name: 'pasteleria_db_up',
    help: 'Whether the database answers (1) or cannot be reached (0: what needs it is answered 503).',
    read: () => [[{}, statements.availability.reachable ? 1 : 0]],
  });
  counterAtScrape(registry, {
    name: 'pasteleria_db_query_errors_total',
    help: 'Statements that failed, by reason: the database could not be reached, or it refused them.',
    labelNames: ['reason'],
    read: () => Object.entries(statements.failures).map(([reason, count]) => [{ reason }, count] as const),
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_db_writes_owed',
    help: "Writes kept through a database outage, written once it answers: posts' visits, the statistics' beacons, the releases' reports.",
    labelNames: ['kind'],
    read: () => [
      [{ kind: 'visits' }, visits.owed],
      [{ kind: 'beacons' }, statistics.owed],
      [{ kind: 'reports' }, releases.reports.owed],
    ],
  });
  // The embedded database has no pool.
  if (!connections(db)) return;
  const pool = (figure: 'inUse' | 'max' | 'waiting') => () => [[{}, connections(db)?.[figure] ?? 0] as const];
  gaugeAtScrape(registry, {
    name: 'pasteleria_db_pool_in_use',
    help: 'Connections of the pool running a statement or a transaction.',
    read: pool('inUse'),
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_db_pool_max',
    help: 'Connections the pool opens at most.',
    read: pool('max'),
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_db_pool_waiting',
    help: 'Statements waiting for a connection of the pool.',
    read: pool('waiting'),
  });
}
