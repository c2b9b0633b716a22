import type { RenderRequest, RenderSet } from './protocol.js';
import { RenderChild, type ChildLimits, type Outcome } from './render-child.js';

/**
 * The render processes, one per set of releases (keyed by `key`): started on a set's first render,
 * kept while used, at most `processes` at once (a new one stops the least recently used). A
 * process that ends (killed on a time-out, crashed) leaves; the next render of its set starts
 * another. `retire` stops those whose set can no longer be given, once their render is done.
 */
export interface PoolSet {
  key: string;
  set: RenderSet;
  /** What its process may read besides its own script. */
  readable: string[];
}

export interface PoolLimits extends ChildLimits {
  processes: number;
  /** How long a stopped process may finish the render it is drawing. */
  graceMs: number;
}

export class RenderPool<S extends PoolSet> {
  /** The processes renders are sent to, by key, the least recently used first. */
  readonly #used = new Map<string, { set: S; child: RenderChild }>();
  /** Every process not yet ended, those stopping included. */
  readonly #alive = new Set<RenderChild>();

  constructor(private readonly limits: PoolLimits) {}

  /** Processes running, those stopping included. */
  get running(): number {
    return this.#alive.size;
  }

  render(set: S, request: Omit<RenderRequest, 'id'>, until: number): Promise<Outcome> {
    return this.#childOf(set).render(request, until);
  }

  /** Stops, after their grace, the processes whose set `wanted` refuses. */
  retire(wanted: (set: S) => boolean): void {
    for (const [key, { set, child }] of this.#used) {
      if (wanted(set)) continue;
      this.#used.delete(key);
      child.stop(this.limits.graceMs);
    }
  }

  /** Stops every process at once; resolves once all have ended. */
  async stop(): Promise<void> {
    this.#used.clear();
    const alive = [...this.#alive];
    alive.forEach((child) => child.stop());
    await Promise.all(alive.map((child) => child.ended));
  }

  #childOf(set: S): RenderChild {
    const used = this.#used.get(set.key);
    this.#used.delete(set.key);
    if (used && !used.child.done) {
      this.#used.set(set.key, used);
      return used.child;
    }
    const child = new RenderChild(set.set, set.readable, this.limits);
    this.#alive.add(child);
    child.onEnd = () => {
      this.#alive.delete(child);
      if (this.#used.get(set.key)?.child === child) this.#used.delete(set.key);
    };
    this.#used.set(set.key, { set, child });
    for (const [key, least] of this.#used) {
      if (this.#used.size <= this.limits.processes) break;
      this.#used.delete(key);
      least.child.stop(this.limits.graceMs);
    }
    return child;
  }
}
