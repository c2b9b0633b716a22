import type { RuntimeConfig } from '@pasteleria/shared';
import { leavingPage } from '../federation/page-leaving';
import type { Stamped, Witnessed } from './witness-events';

/** What waits for the reporter; null while this page witnesses nothing. */
let inbox: Stamped[] | null = null;
/** At most this many events wait (an error thrown over and over before the page has loaded). */
const INBOX_MAX = 200;
/** The loaded reporter, which takes each new event at once. */
let deliver: ((event: Witnessed, at: number) => void) | null = null;
let requested = false;
let listening = false;
/** Each start-up's number: a reporter loaded for an earlier one is not started. */
let generation = 0;
/** Whether the page was hidden as it began: then its first paint tells nothing of its speed. */
let startedHidden = false;

/** Whether this page witnesses its remotes' releases: the config names the release of one at least. */
export const witnessing = (): boolean => inbox !== null;

/**
 * Records what the page met, for the reporter; nothing while this page witnesses nothing. An error
 * met while the page is being left is its leaving's (loads the browser aborted), not a release's.
 */
export function witness(event: Witnessed): void {
  if ((event.type === 'error' || event.type === 'uncaught') && leavingPage()) return;
  const at = performance.now();
  if (deliver) deliver(event, at);
  else if (inbox && inbox.length < INBOX_MAX) inbox.push([event, at]);
}

const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) =>
  witness({ type: 'uncaught', event, path: window.location.pathname });

/**
 * Start-up: when the config names the release of any remote, the page witnesses what its visitor
 * meets with each (release-reporter.ts): from now on it keeps its page views and errors, and the
 * reporter's code is downloaded once the page has loaded and the browser is idle (or at once, when
 * the page is being left). Without `releases` this is all the code that runs.
 */
export function witnessReleases(config: RuntimeConfig, path: string): void {
  const named = Object.keys(config.releases ?? {}).length > 0;
  inbox = named ? [] : null;
  deliver = null;
  requested = false;
  generation++;
  startedHidden = document.visibilityState === 'hidden';
  if (!inbox) return;
  if (!listening) {
    listening = true;
    window.addEventListener('error', onUncaught);
    window.addEventListener('unhandledrejection', onUncaught);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && document.readyState === 'complete') loadReporter();
    });
  }
  inbox.push([{ type: 'view', path }, 0]);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The reporter could not be downloaded: the page keeps nothing more. */
function stopWitnessing(): void {
  inbox = null;
}

function whenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(loadReporter, { timeout: 5_000 });
  else setTimeout(loadReporter, 0);
}

function loadReporter(): void {
  if (requested || !inbox) return;
  requested = true;
  const loading = generation;
  void import('./release-reporter').then(({ startReporter }) => {
    if (!inbox || loading !== generation) return;
    deliver = startReporter(inbox, startedHidden);
    inbox = [];
  }, stopWitnessing);
}
