/**
 * Writes that arrive together share one statement: items added while a batch is being written
 * wait for the next batch, so under load many share one write, and each caller resolves once its
 * own batch is stored, with what that write answered (or its error). A batch gathers items until
 * the current turn of the event loop ends, or for `gatherMs` when the caller may wait that long.
 */
export class WriteBatches<Item, Result> {
  #pending: Item[] = [];
  #next: Promise<Result> | null = null;
  #previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly write: (items: Item[]) => Promise<Result>,
    private readonly gatherMs = 0,
  ) {}

  /** Adds `item` to the next batch; resolves with that batch's result once it is written. */
  add(item: Item): Promise<Result> {
    this.#pending.push(item);
    if (!this.#next) {
      this.#next = this.#previous.then(() => this.#gather()).then(() => this.#flush());
      this.#previous = this.#next.catch(() => undefined);
    }
    return this.#next;
  }

  #gather(): Promise<void> {
    return new Promise((resolve) => {
      if (this.gatherMs > 0) setTimeout(resolve, this.gatherMs);
      else setImmediate(resolve);
    });
  }

  #flush(): Promise<Result> {
    const items = this.#pending;
    this.#pending = [];
    this.#next = null;
    return this.write(items);
  }
}
