import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { ReleaseReports } from '../../releases/rollouts/reports.js';
import type { Failure, FailureKind } from './render-child.js';

/**
 * What a failed server render leaves behind (its page is drawn in the browser all the same): a
 * warning logged once per release (or the host) and kind, never once per request; a 'render'
 * error in the release's reports (the host's failures are no release's); one more in its count by
 * remote and kind (which the metrics read); and, after a time-out or a process lost (crash,
 * memory, never started), a pause of `benchMs` in which that release's pages (every page, for the
 * host's) are not drawn on the server, so a release that loops or crashes costs one render per
 * pause, not one per visit.
 */
const KIND_WORDS: Record<FailureKind, string> = {
  throw: 'error',
  timeout: 'tiempo agotado',
  memory: 'memoria agotada',
  crash: 'el proceso terminó',
  start: 'el proceso no arrancó',
};

export type Warn = (details: Record<string, unknown>, message: string) => void;

/** The failures of one remote's releases (or the host's own), of one kind, since the process started. */
export interface FailureCount {
  remote: RemoteName | 'host';
  kind: FailureKind;
  count: number;
}

export class RenderFailures {
  readonly #logged = new Set<string>();
  /** Until when each release (by id) or the host is paused. */
  readonly #paused = new Map<number | 'host', number>();
  readonly #counts = new Map<string, FailureCount>();

  constructor(
    private readonly reports: Pick<ReleaseReports, 'serverFailure'>,
    private readonly benchMs: number,
    private readonly warn: () => Warn,
  ) {}

  /** `release`: the release whose page failed; none for the host's own page or the host's failure. */
  note(failure: Failure, release: Release | undefined): void {
    const who = release?.id ?? 'host';
    if (failure.kind !== 'throw') this.#paused.set(who, Date.now() + this.benchMs);
    const remote = release?.remote ?? 'host';
    const key = `${remote} ${failure.kind}`;
    const counted = this.#counts.get(key) ?? { remote, kind: failure.kind, count: 0 };
    counted.count += 1;
    this.#counts.set(key, counted);
    const once = `${who} ${failure.kind}`;
    if (!this.#logged.has(once)) {
      this.#logged.add(once);
      const name = release ? `${release.remote} ${release.version}` : 'the host';
      this.warn()(
        { release: release?.id, kind: failure.kind },
        `server render of ${name} failed (${failure.kind}): ${failure.message}; its pages are drawn in the browser`,
      );
    }
    if (release)
      this.reports
        .serverFailure(release, `Render en el servidor (${KIND_WORDS[failure.kind]}): ${failure.message}`)
        .catch(() => undefined);
  }

  /** Every failure so far, by remote and kind. */
  counts(): readonly Readonly<FailureCount>[] {
    return [...this.#counts.values()];
  }

  /** How many releases (the host counting as one) have their pages drawn in the browser now, after a lost process. */
  pausedNow(): number {
    const now = Date.now();
    return [...this.#paused.values()].filter((until) => until > now).length;
  }

  /** Whether `release`'s pages (or, for 'host', every page) are paused after a lost process. */
  paused(who: number | 'host'): boolean {
    const until = this.#paused.get(who);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.#paused.delete(who);
    return false;
  }
}
