/** What a caller's item became when its batch could not be written for a reason `keepWhen` accepts. */
export const KEPT = Symbol('kept for a later batch');

export interface WriteBatchesOptions {
  /** How long a batch gathers items when the callers may wait that long (else: this turn of the event loop). */
  gatherMs?: number;
  /**
   * Whether a failed write's items are kept and written with a later batch (the database cannot
   * be reached: what they count is owed, not lost), instead of failing their callers.
   */
  keepWhen?: (error: unknown) => boolean;
  /** The most items kept at once; beyond it, the oldest are dropped (an outage must not fill the memory). */
  maxKept?: number;
  /** How long kept items wait before they are tried again, when no new item brings a batch sooner. */
  retryMs?: number;
}

/**
 * Writes that arrive together share one statement: items added while a batch is being written
 * wait for the next batch, so under load many share one write, and each caller resolves once its
 * own batch is stored, with what that write answered (or its error). A batch gathers items until
 * the current turn of the event loop ends, or for `gatherMs` when the caller may wait that long.
 * With `keepWhen`, the items of a write that failed that way are kept: their callers resolve with
 * KEPT, and the items go with the next batch, which starts within `retryMs` if no new item starts
 * it sooner (`writeKept` starts it at once).
 */
export class WriteBatches<Item, Result> {
  #pending: Item[] = [];
  #kept: Item[] = [];
  /** Kept items the batch being written is trying again. */
  #retrying = 0;
  #next: Promise<Result | typeof KEPT> | null = null;
  #previous: Promise<unknown> = Promise.resolve();
  #retry: NodeJS.Timeout | undefined;
  readonly #options: WriteBatchesOptions;

  constructor(
    private readonly write: (items: Item[]) => Promise<Result>,
    options: WriteBatchesOptions = {},
  ) {
    this.#options = options;
  }

  /** Adds `item` to the next batch; resolves with that batch's result once it is written (or KEPT). */
  add(item: Item): Promise<Result | typeof KEPT> {
    this.#pending.push(item);
    return this.#schedule();
  }

  /** Items kept for a later batch, or being tried again: what an outage has left owed. */
  get kept(): number {
    return this.#kept.length + this.#retrying;
  }

  /** Resolves once every item added so far is written, kept, or failed. */
  async settled(): Promise<void> {
    await this.#previous;
  }

  /** Writes the kept items now (with whatever else is pending), if there are any. */
  async writeKept(): Promise<void> {
    if (this.#kept.length > 0) await this.#schedule();
  }

  #schedule(): Promise<Result | typeof KEPT> {
    if (!this.#next) {
      this.#next = this.#previous.then(() => this.#gather()).then(() => this.#flush());
      this.#previous = this.#next.catch(() => undefined);
    }
    return this.#next;
  }

  #gather(): Promise<void> {
    const { gatherMs = 0 } = this.#options;
    return new Promise((resolve) => {
      if (gatherMs > 0) setTimeout(resolve, gatherMs);
      else setImmediate(resolve);
    });
  }

  async #flush(): Promise<Result | typeof KEPT> {
    clearTimeout(this.#retry);
    this.#retry = undefined;
    const items = [...this.#kept, ...this.#pending];
    this.#retrying = this.#kept.length;
    this.#kept = [];
    this.#pending = [];
    this.#next = null;
    try {
      return await this.write(items);
    } catch (error) {
      const { keepWhen, maxKept = Infinity, retryMs = 2_000 } = this.#options;
      if (!keepWhen?.(error)) throw error;
      // Batches never overlap, so nothing else was kept meanwhile; past the limit, the oldest go.
      this.#kept = items.slice(-maxKept);
      this.#retry = setTimeout(() => void this.writeKept().catch(() => undefined), retryMs).unref();
      return KEPT;
    } finally {
      this.#retrying = 0;
    }
  }
}
