import type { Insertable, Kysely } from 'kysely';
import type { Database, StatEventsTable } from '../db/schema.js';
import { isDatabaseUnreachable } from '../db/availability.js';
import { WriteBatches } from '../db/write-batches.js';
import type { Beacon } from './beacon.js';
import type { Period } from './period.js';
import { readReport, type StatisticsReport } from './report.js';
import { deleteOldEvents, rollUpFinishedDays } from './rollup.js';
import { shopDay } from '@pasteleria/shared/shop-days';
import { DailySalts, visitorHash, type VisitorTraits } from './visitor.js';

/** A day is rolled up once the next one is this old, so an event of its last instant, still being written, is in it. */
const ROLL_UP_AFTER_MS = 5 * 60_000;
/**
 * How long the events of a batch are gathered: a beacon waits for nobody, and at 1,000 beacons a
 * second this makes some 50 INSERTs of 20 rows instead of hundreds of one or two (on the embedded
 * database each INSERT holds the event loop, and the pages wait behind it).
 */
const GATHER_MS = 20;
/** Events owed through an outage, at most (a few hundred bytes each); past it the oldest are dropped. */
const MAX_OWED_EVENTS = 20_000;
/** Rows per INSERT (each row is 8 parameters; PostgreSQL takes at most 65,535). */
const ROWS_PER_INSERT = 1000;

type StoredEvent = Insertable<StatEventsTable>;

async function insertEvents(db: Kysely<Database>, rows: StoredEvent[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('stat_events')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}

/**
 * The shop's own statistics: counts the events the beacons report (in batches: the beacons of the
 * same 20 ms share an INSERT, each answered once stored, or once kept for later in an outage),
 * reports a period, and rolls the finished days up. Days are the shop's (SITE_TIMEZONE), taken
 * from `now`, which tests set.
 */
export class Statistics {
  readonly #salts: DailySalts;
  readonly #events: WriteBatches<StoredEvent, void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#salts = new DailySalts(db);
    this.#events = new WriteBatches((rows) => insertEvents(db, rows), {
      gatherMs: GATHER_MS,
      keepWhen: isDatabaseUnreachable,
      maxKept: MAX_OWED_EVENTS,
    });
  }

  /** Today, in the shop's time zone. */
  today(): string {
    return shopDay(this.now(), this.timeZone);
  }

  /**
   * Counts one event of a visitor, known by the day's hash of their traits alone. While the
   * database cannot be reached, an event of a day whose salt is known is kept and written later.
   */
  async record(beacon: Beacon, visitor: VisitorTraits): Promise<void> {
    const at = this.now();
    const day = shopDay(at, this.timeZone);
    const salt = await this.#salts.of(day);
    await this.#events.add({
      at,
      day,
      kind: beacon.kind,
      page_kind: beacon.page?.kind ?? null,
      page_id: beacon.page?.id ?? null,
      product_id: beacon.productId,
      origin: beacon.origin,
      visitor: visitorHash(salt, visitor),
    });
  }

  /** Now, by the statistics' clock, and the shop's day it falls in. */
  moment(): { day: string; at: Date } {
    const at = this.now();
    return { day: shopDay(at, this.timeZone), at };
  }

  /** The visitor's hash of today (the day's salt is read once per instance and day). */
  async visitorHash(visitor: VisitorTraits): Promise<{ day: string; at: Date; hash: string }> {
    const at = this.now();
    const day = shopDay(at, this.timeZone);
    return { day, at, hash: visitorHash(await this.#salts.of(day), visitor) };
  }

  /** Events owed through an outage, not written yet. */
  get owed(): number {
    return this.#events.kept;
  }

  /** Writes the events owed through an outage now (they are otherwise tried every 2 s). */
  writeOwed(): Promise<void> {
    return this.#events.writeKept();
  }

  report(period: Period): Promise<StatisticsReport> {
    return readReport(this.db, period);
  }

  /**
   * The daily work (the `statistics-rollup` job, and once at start): rolls up each finished day,
   * then deletes the raw events past their 90 days and the earlier days' salts. Answers the days
   * it rolled up.
   */
  async rollUp(): Promise<string[]> {
    const now = this.now();
    const rolled = await rollUpFinishedDays(
      this.db,
      shopDay(new Date(now.getTime() - ROLL_UP_AFTER_MS), this.timeZone),
    );
    await deleteOldEvents(this.db, shopDay(now, this.timeZone));
    return rolled;
  }
}
