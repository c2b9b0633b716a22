import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

/**
 * What one instance tells the others sharing its database, so that each serves every write within
 * a second: the cache tags a write made stale, the pictures it removed (for their local copies), or
 * `all` (a restore replaced everything; an instance that lost the feed for a while).
 */
export interface Change {
  tags?: string[];
  pictures?: Array<[folder: string, name: string]>;
  all?: boolean;
}

export type ChangeListener = (change: Change) => void;

/** The PostgreSQL channel; `npm run restore` notifies it too (`{"all":true}`). */
export const CHANGES_CHANNEL = 'pasteleria_cambios';

/** A notification's payload is at most 8000 bytes: a larger change is sent as `all`. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = { first: 200, max: 5000 };
/** A server that does not answer at all (cut off, not stopped) fails an attempt after this long, and the next one is tried. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Tells the other instances on the same PostgreSQL database what this one changed, and hands what
 * they tell to this one's listeners, through LISTEN/NOTIFY on a connection of its own (a change is
 * applied here by whoever makes it, before it is published). A lost connection is opened again,
 * backing off up to 5 s; once it is back, listeners get `all`, since changes sent meanwhile were
 * missed. On the embedded database there is only one instance, and nothing to tell.
 */
export class ChangeFeed {
  readonly #id = randomUUID();
  readonly #listeners = new Set<ChangeListener>();
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #delay = RECONNECT_MS.first;
  #stopped = false;

  /** Told when the listening connection is lost or cannot be opened again. */
  onError: (error: unknown, message: string) => void = () => undefined;

  constructor(
    private readonly db: Kysely<Database>,
    /** The shared database's URL; unset on the embedded database. */
    private readonly databaseUrl: string | undefined,
  ) {}

  /** Calls `listener` with every change another instance publishes. Answers a function that stops it. */
  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells the other instances (when there are any) about a change already applied here. */
  async publish(change: Change): Promise<void> {
    if (!this.databaseUrl) return;
    let payload = JSON.stringify({ ...change, from: this.#id });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ all: true, from: this.#id });
    await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(this.db);
  }

  /** Starts listening (PostgreSQL only); resolves once the first LISTEN is in place. */
  async start(): Promise<void> {
    if (this.databaseUrl) await this.#connect();
  }

  /** Whether the listening connection is up (always true on the embedded database). */
  get listening(): boolean {
    return !this.databaseUrl || this.#client !== undefined;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  #deliver(change: Change): void {
    for (const listener of this.#listeners) listener(change);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message) => this.#received(message.payload));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('connection closed')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#delay = RECONNECT_MS.first;
  }

  #received(payload: string | undefined): void {
    let change: Change & { from?: string };
    try {
      change = JSON.parse(payload ?? '') as Change & { from?: string };
    } catch {
      change = { all: true };
    }
    if (change.from !== this.#id) this.#deliver(change);
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.#stopped) return;
    this.onError(error, 'change feed connection lost; reconnecting');
    this.#schedule();
  }

  #schedule(): void {
    this.#retry = setTimeout(() => {
      this.#connect().then(
        () => this.#deliver({ all: true }),
        (error: unknown) => {
          this.onError(error, 'change feed reconnection failed');
          this.#delay = Math.min(this.#delay * 2, RECONNECT_MS.max);
          this.#schedule();
        },
      );
    }, this.#delay);
    this.#retry.unref();
  }
}
