import type { Release } from '@pasteleria/shared/federation';
import type { Lookups } from '../../cache/public-cache.js';
import type { ServerRenderConfig } from '../../config.js';
import type { Shown } from '../../releases/live-remotes.js';
import type { ReleaseServices } from '../../releases/services.js';
import { AFTER_PAINT_BUILT } from '../after-paint.js';
import type { PageModel } from '../page-routes.js';
import { hostBuild } from './host-build.js';
import { RenderCache, type Drawn } from './render-cache.js';
import { FAILURE_KINDS } from './render-child.js';
import { RenderFailures, type FailureCount, type Warn } from './render-failures.js';
import { RenderPool } from './render-pool.js';
import { RenderSets, type PageSet } from './render-sets.js';

/**
 * The first view of each page drawn on the server (the back office's: its frame and screen waiting
 * for their data), written inside the page's `#root` for React to hydrate: by the host's server
 * build (`host/dist/server/render.js`) and the server builds of the releases the page view is
 * given, in a render process of that set of releases (./render-pool.ts). Anything missing or failing sends the page as before, drawn in the browser:
 * SERVER_RENDER=off, /login (PageModel's `browserOnly`), no host server build (or no loader to
 * start a drawn page's scripts: ../after-paint.ts), a page whose remote's release has no
 * server build here, a render not done within SERVER_RENDER_TIMEOUT_MS, a renderer that throws, a
 * process that loops, crashes or runs out of memory (./render-failures.ts).
 */
export interface FirstViewPage {
  /** The page's absolute URL: origin (SITE_URL, else the request's), path and query. */
  url: string;
  model: PageModel;
  /** The runtime config the page inlines. */
  config: unknown;
  shown: readonly Shown[];
  /** The public reads' version before the page's model was read. */
  dataVersion: number;
}

export interface FirstViewServices {
  config: { serverRender: ServerRenderConfig; webRoot: string };
  releases: Pick<ReleaseServices, 'registry' | 'remotes' | 'copies' | 'reports'>;
  /** The public reads' version (PublicCache's). */
  dataVersion: () => number;
}

/** How a render sent to a process ended: drawn, dropped (its page stopped waiting, or its process was stopped), or failed. */
export const RENDER_OUTCOMES = ['drawn', 'dropped', ...FAILURE_KINDS] as const;
type RenderOutcome = (typeof RENDER_OUTCOMES)[number];

/**
 * Told as each render is sent to a process (within its page's request), with the release whose page
 * it draws (none for the host's own page); answers what to tell once the render has ended. The
 * metrics time renders with it, a trace makes each one a span of its page's request.
 */
export type RenderWatch = (release: Release | undefined) => (outcome: RenderOutcome) => void;

/** What the metrics read of the first views at scrape time. */
export interface FirstViewFigures {
  processes: number;
  /** Releases (the host counting as one) whose pages are drawn in the browser for now, after a lost process. */
  paused: number;
  failures: readonly Readonly<FailureCount>[];
  lookups: Readonly<Lookups>;
}

export class FirstViews {
  readonly #limits: ServerRenderConfig;
  readonly #host: ReturnType<typeof hostBuild>;
  readonly #sets: RenderSets;
  readonly #pool: RenderPool<PageSet>;
  readonly #cache: RenderCache;
  readonly #failures: RenderFailures;
  readonly #unsubscribe: () => void;
  readonly #watches: RenderWatch[] = [];
  #hostId: string | undefined;
  #stopped = false;

  /** Where a failure is logged (the app's logger, once it exists). */
  onWarning: Warn = () => undefined;

  constructor({ config, releases, dataVersion }: FirstViewServices) {
    this.#limits = config.serverRender;
    this.#host = hostBuild(config.webRoot);
    this.#sets = new RenderSets(releases.registry, releases.remotes, releases.copies);
    this.#pool = new RenderPool(this.#limits);
    this.#cache = new RenderCache(this.#limits.cacheBytes, dataVersion);
    this.#failures = new RenderFailures(releases.reports, this.#limits.benchMs, () => this.onWarning);
    // A release changed: the processes of sets no page can be given any more go.
    this.#unsubscribe = releases.registry.subscribe(() => this.#retire());
  }

  /** The HTML of the page's `#root`, or null: the page is drawn in the browser. Never throws. */
  async html(page: FirstViewPage): Promise<string | null> {
    try {
      return await this.#html(page);
    } catch (error) {
      this.#failures.note(
        { kind: 'throw', message: error instanceof Error ? error.message : String(error) },
        undefined,
      );
      return null;
    }
  }

  async #html(page: FirstViewPage): Promise<string | null> {
    if (!this.#limits.enabled || !AFTER_PAINT_BUILT || this.#stopped || page.model.browserOnly) return null;
    const host = this.#host();
    if (host?.id !== this.#hostId) {
      this.#hostId = host?.id;
      this.#retire();
    }
    if (!host || this.#failures.paused('host')) return null;
    const set = await this.#sets.of(page.shown, host);
    const remote = page.model.remote?.name;
    const release = remote ? set.drawn.get(remote) : undefined;
    if (remote && !release) return null;
    if (release && this.#failures.paused(release.id)) return null;
    const until = Date.now() + this.#limits.timeoutMs;
    // A page drawn with one administrator's data is theirs alone: never kept for the next request.
    const draw = () => this.#draw(set, page, until, release);
    const firstView = page.model.private ? draw() : this.#cache.get(`${set.key}\0${page.url}`, page.dataVersion, draw);
    // The page waits for it until the time limit, not longer (the render may still fill the cache).
    // A plain timer, cleared: an aborted timers/promises sleep makes an AbortError, a DOMException
    // with its stack, for every page (5 % of the server's time under load).
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.#limits.timeoutMs, undefined).unref();
    });
    try {
      return (await Promise.race([firstView, late])) ?? null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Tells `watch` of every render from now on. */
  watch(watch: RenderWatch): void {
    this.#watches.push(watch);
  }

  get figures(): FirstViewFigures {
    return {
      processes: this.#pool.running,
      paused: this.#failures.pausedNow(),
      failures: this.#failures.counts(),
      lookups: this.#cache.lookups,
    };
  }

  /** Stops every render process (the server is closing). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe();
    await this.#pool.stop();
  }

  async #draw(set: PageSet, page: FirstViewPage, until: number, release: Release | undefined): Promise<Drawn> {
    const request = { url: page.url, config: page.config, answers: page.model.answers ?? {} };
    const ended = this.#watches.map((watch) => watch(release));
    const outcome = await this.#pool.render(set, request, until).catch((error: unknown) => ({
      failure: { kind: 'start' as const, message: error instanceof Error ? error.message : String(error) },
    }));
    const how = outcome === null ? 'dropped' : 'html' in outcome ? 'drawn' : outcome.failure.kind;
    ended.forEach((end) => end(how));
    if (outcome === null || this.#stopped) return undefined;
    if ('html' in outcome) return outcome.html;
    // A process that never started failed the host (no release's file was loaded yet).
    this.#failures.note(outcome.failure, outcome.failure.kind === 'start' ? undefined : release);
    return outcome.failure.kind === 'throw' ? null : undefined;
  }

  #retire(): void {
    const host = this.#host();
    this.#pool.retire((set) => this.#sets.wanted(set, host));
  }
}
