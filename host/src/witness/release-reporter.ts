import { getRuntimeConfig, useAuthStore } from '@pasteleria/shared';
import {
  RELEASE_REPORT_ERRORS_MAX,
  type ReleaseErrorKind,
  type RemoteName,
  type RemoteWitness,
} from '@pasteleria/shared/federation';
import { filesBase } from '../federation/files-base';
import { remotePageAt } from '../remote-pages';
import { errorMessage } from './error-message';
import { vitalsOf, watchVitals } from './page-vitals';
import { filesOfReleases, whoseFiles, type ReleaseFiles } from './release-files';
import { sendReports, type PageWitness } from './send-reports';
import type { Stamped, Witnessed } from './witness-events';

/** One page view: a path the router showed, from `start` (ms since the page began). */
interface PageView {
  path: string;
  start: number;
  /** The page's first view: the only one with an LCP. */
  first: boolean;
  /** Each release's witness of this view, by remote and release. */
  witnesses: Map<string, RemoteWitness>;
  /** The witness of the release of the view's own remote (its vitals go there), until measured. */
  own: RemoteWitness | null;
  measured: boolean;
  /** Counted already (see `announce`): at its end it reports only what is new. */
  announced: boolean;
  /** The errors reported of this view: each once. */
  seen: Set<string>;
}

/** The admin's own remote: the only one a signed-in browser (staff) reports. */
const ADMIN_REMOTE: RemoteName = 'remote_admin';
/** How long finished page views may wait for the browser to be idle. */
const IDLE_WAIT_MS = 5_000;

let page: PageView | null = null;
/** The release each remote's files come from now (null: one the page reports nothing of). */
let releases: Partial<Record<RemoteName, number | null>> = {};
let files: ReleaseFiles[] = [];
/** Errors a boundary reported, which are not reported again if they reach the window. */
let caught = new WeakSet<object>();
let finished: PageWitness[] = [];
let waiting = false;
let listening = false;

/**
 * The reporter of this page (downloaded after the page has loaded, when its config names releases):
 * reads what the page met so far, and returns what takes each later event. A page view of a remote
 * reports the release its files come from and the errors met with it so far once the browser is
 * idle after it is shown; each error met later (once) at the next idle; its vitals when it ends
 * (another path is shown) or the page is hidden; batched with the others into beacons.
 */
export function startReporter(met: readonly Stamped[], startedHidden: boolean): (event: Witnessed, at: number) => void {
  const config = getRuntimeConfig();
  page = null;
  releases = {};
  for (const [remote, release] of Object.entries(config.releases ?? {})) releases[remote as RemoteName] = release.id;
  files = filesOfReleases(config);
  caught = new WeakSet();
  finished = [];
  waiting = false;
  watchVitals(startedHidden);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }
  for (const [event, at] of met) take(event, at);
  if (document.visibilityState === 'hidden') leave();
  return take;
}

function take(event: Witnessed, at: number): void {
  switch (event.type) {
    case 'view':
      return view(event.path, at);
    case 'error':
      view(event.path, at);
      if (event.error instanceof Object) caught.add(event.error);
      return note(event.remote, releases[event.remote], event.kind, event.error);
    case 'uncaught':
      view(event.path, at);
      return uncaught(event.event);
    case 'fallback':
      return fallBack(event.remote);
  }
}

/** A new path: the page view shown so far ends, and the one of `path` begins (nothing on the same path). */
function view(path: string, at: number): void {
  if (page?.path === path) return;
  const before = page;
  if (before) finish(before, at);
  const shown: PageView = {
    path,
    start: at,
    first: !before,
    witnesses: new Map(),
    own: null,
    measured: false,
    announced: false,
    seen: new Set(),
  };
  page = shown;
  const remote = remotePageAt(path)?.page.remote;
  if (remote) shown.own = witnessOf(shown, remote, releases[remote]);
  // Once the browser is idle after the view is shown, it is counted: a visit counts while it lasts.
  idle(() => {
    if (page === shown) announce(shown);
  });
  if (before) whenIdle();
}

/**
 * The view's witnesses as they are now (its errors so far, no vitals yet) go with the next beacon;
 * the errors met later follow at the next idle, the vitals when the view ends (the server counts
 * the view once).
 */
function announce(view: PageView): void {
  view.announced = true;
  for (const witness of view.witnesses.values()) sendNow(view.path, witness);
  whenIdle();
}

/** The witness as it is now goes with the next beacon; its errors so far are not sent again. */
function sendNow(path: string, witness: RemoteWitness): void {
  finished.push({ path, witness: { ...witness } });
  delete witness.errors;
}

/** The witness of `release` of `remote` in `view`; null when the page reports nothing of it. */
function witnessOf(view: PageView, remote: RemoteName, release: number | null | undefined): RemoteWitness | null {
  if (release == null || (remote !== ADMIN_REMOTE && useAuthStore.getState().token)) return null;
  const key = `${remote} ${release}`;
  let witness = view.witnesses.get(key);
  if (!witness) {
    witness = { remote, release };
    view.witnesses.set(key, witness);
  }
  return witness;
}

/** An error met with `release` of `remote` in the page view now shown, reported once. */
function note(remote: RemoteName, release: number | null | undefined, kind: ReleaseErrorKind, error: unknown): void {
  const witness = page && witnessOf(page, remote, release);
  if (!page || !witness) return;
  const message = errorMessage(error);
  const key = `${remote} ${release} ${kind} ${message}`;
  if (page.seen.has(key) || (witness.errors?.length ?? 0) >= RELEASE_REPORT_ERRORS_MAX) return;
  page.seen.add(key);
  (witness.errors ??= []).push({ kind, message });
  // A view counted already sends what it meets next once the browser is idle, not only when it
  // ends: a rollout's new release whose files fail is known within seconds, and a page that stays
  // open (or whose browser is killed) still tells.
  if (page.announced) {
    sendNow(page.path, witness);
    whenIdle();
  }
}

/** An error nobody caught: reported when its stack (or script) names a release's files first. */
function uncaught(event: ErrorEvent | PromiseRejectionEvent): void {
  const error: unknown = 'reason' in event ? event.reason : (event.error ?? event.message);
  if (error instanceof Object && caught.has(error)) return;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const owner = whoseFiles(`${'filename' in event ? event.filename : ''}\n${stack}`, files);
  if (owner) note(owner.remote, owner.release, 'uncaught', error);
}

/** The page now loads `remote` from its stable release: what it meets with it names that release. */
function fallBack(remote: RemoteName): void {
  const fallback = getRuntimeConfig().fallbacks?.[remote];
  if (!fallback) return;
  const release = fallback.release?.id ?? null;
  releases[remote] = release;
  files.push({ base: filesBase(fallback.entry ?? fallback.manifest), remote, release });
}

/** The view's witnesses are ready to send: measured (the first time) up to `end`. */
function finish(view: PageView, end: number): void {
  if (!view.measured) {
    view.measured = true;
    const vitals = vitalsOf(view.start, end, view.first);
    if (view.own) Object.assign(view.own, vitals);
  }
  view.own = null;
  for (const witness of view.witnesses.values()) {
    const news =
      witness.errors?.length || witness.lcp !== undefined || witness.inp !== undefined || witness.cls !== undefined;
    if (!view.announced || news) finished.push({ path: view.path, witness });
  }
  view.witnesses.clear();
}

/** The page is hidden (maybe left for good): the view shown so far reports now, with the others. */
function leave(): void {
  if (page) finish(page, performance.now());
  flush();
}

function flush(): void {
  const ready = finished;
  finished = [];
  waiting = false;
  sendReports(ready);
}

function idle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run, 0);
}

function whenIdle(): void {
  if (waiting) return;
  waiting = true;
  idle(flush);
}
