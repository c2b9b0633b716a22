import { currentApiBase } from '../api/api-settings';
import { useAuthStore } from '../auth/auth-store';
import { matchSitePath } from '../federation/site-pages';
import { SITE_EVENT_PATH_MAX, type SiteEvent } from '../types';

/** The admin's own pages (/login, /admin/*): what happens there is not the shop's audience. */
const onAdminPage = (path: string) => matchSitePath(path)?.page.layout === 'admin';
/** How long a queued event may wait for the browser to be idle. */
const IDLE_WAIT_MS = 5_000;

let queue: SiteEvent[] = [];
let waiting = false;
let watchingLeave = false;

/** Sends the queued events, one beacon each, unless this browser is signed in to the back office. */
function flush(): void {
  const events = queue;
  queue = [];
  waiting = false;
  if (useAuthStore.getState().token) return;
  for (const event of events) navigator.sendBeacon(`${currentApiBase()}/public/eventos`, JSON.stringify(event));
}

/**
 * A page being left (for another app, a closed tab) may never be idle again: what it holds goes
 * now, once the page has loaded.
 */
function sendIfLeft(): void {
  if (document.visibilityState === 'hidden' && document.readyState === 'complete') flush();
}

function whenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: IDLE_WAIT_MS });
  else setTimeout(flush, 0);
}

/**
 * Counts an event in the shop's own statistics (POST /public/eventos, as a beacon). It waits until
 * the page has loaded and the browser is idle, so it never slows a page; a page that is being left
 * sends at once what it still holds. Nothing is sent from a browser signed in to the back office,
 * from a browser without `sendBeacon`, or about the admin's pages (/login, /admin/*). Nothing is
 * kept in the browser: no cookie, no storage.
 */
export function sendSiteEvent(event: SiteEvent): void {
  if (typeof navigator.sendBeacon !== 'function' || onAdminPage(event.ruta)) return;
  queue.push({ ...event, ruta: event.ruta.slice(0, SITE_EVENT_PATH_MAX) });
  if (!watchingLeave) {
    watchingLeave = true;
    document.addEventListener('visibilitychange', sendIfLeft);
  }
  if (waiting) return;
  waiting = true;
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
