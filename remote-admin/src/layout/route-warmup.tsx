import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { listPendingComments, peekAnsweredNow, takeAnsweredNow, useAuthStore } from '@pasteleria/shared';
import { adminScreenAt, REMOTE_NAMES } from '@pasteleria/shared/federation';
import { pendingCommentsQuery } from '../comments/use-pending-comments';
import { rowQuery, rowsQuery } from '../data/resource-queries';
import { deployKeysQuery, releasesQuery, releaseVitalsQuery, rolloutQuery } from '../releases/release-queries';
import { passkeysQuery, securityPolicyQuery, sessionsQuery, twoStepQuery } from '../security/security-queries';
import { findResource, refTarget } from '../resources';
import { periodFromSearch, today } from '../summary/period';
import { statisticsQuery } from '../summary/use-statistics';
import { userQuery, usersQuery } from '../users/use-users';
import { useInBrowser } from '../components/in-browser';
import { screens } from './admin-screens';

/** One read of a screen's first view: started in the background, or found in the page at once. */
interface RouteRead {
  prefetch(client: QueryClient): void;
  /** Its answer, when the page the server drew carries it, put in the cache now (before the first render). */
  fillFromPage(client: QueryClient): void;
  /** Uses its answer in the page up: a later read asks the server. */
  forgetPage(): void;
}

function read<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): RouteRead {
  // The back office's reads use no part of the query's context.
  const get = options.queryFn as unknown as () => Promise<T>;
  return {
    prefetch: (client) => void client.prefetchQuery(options),
    fillFromPage(client) {
      const now = peekAnsweredNow(get);
      if (now) client.setQueryData<T>(options.queryKey, now.value);
    },
    forgetPage: () => takeAnsweredNow(get),
  };
}

/**
 * The pending comments' first page. The page the server draws carries that answer's body alone,
 * so only when it is every pending comment (the server does not carry one page of several): the
 * whole list, then, as the screen's one page.
 */
const pendingCommentsRead: RouteRead = {
  prefetch: (client) => void client.prefetchInfiniteQuery(pendingCommentsQuery),
  fillFromPage(client) {
    const now = peekAnsweredNow(listPendingComments);
    if (now)
      client.setQueryData(pendingCommentsQuery.queryKey, {
        pages: [{ comments: now.value, total: now.value.length, next: null }],
        pageParams: [pendingCommentsQuery.initialPageParam],
      });
  },
  forgetPage: () => takeAnsweredNow(listPendingComments),
};

/**
 * The API reads of what the back-office URL `path` (below /admin: 'producto/edit/3') shows first,
 * as the cache entries the screen reads. The same URLs as AdminRoutes; none for an unknown one.
 */
export function routeReads(path: string, search: string): RouteRead[] {
  const [section = '', action, idText] = path.split('/');
  const id = action === 'edit' ? Number(idText) : NaN;
  const editing = Number.isInteger(id) && id > 0;
  const resource = findResource(section);

  if (section === '') {
    const period = periodFromSearch(new URLSearchParams(search), today());
    return [read(statisticsQuery(period)), read(rowsQuery(refTarget('producto'))), read(rowsQuery(refTarget('post')))];
  }
  if (section === 'versiones')
    return [
      read(releasesQuery),
      read(deployKeysQuery),
      read(releaseVitalsQuery),
      ...REMOTE_NAMES.map((remote) => read(rolloutQuery(remote))),
    ];
  if (section === 'seguridad')
    return [read(twoStepQuery), read(passkeysQuery), read(sessionsQuery), read(securityPolicyQuery)];
  if (section === 'actividad') return [read(usersQuery)];
  if (section === 'comentario') return action ? [] : [pendingCommentsRead];
  if (section === 'user') return editing ? [read(userQuery(id))] : action ? [] : [read(usersQuery)];
  if (!resource) return [];
  if (!action) return [read(rowsQuery(resource))];
  // A form's choices of another entity (a product's category), and the row it edits.
  const choices = Object.values(resource.declaration.fields).flatMap((field) =>
    field.kind === 'ref' ? [read(rowsQuery(refTarget(field.entity)))] : [],
  );
  return editing ? [...choices, read(rowQuery(resource, id))] : choices;
}

/** The back-office path below /admin: '/admin/producto/edit/3/' is 'producto/edit/3'. */
const belowAdmin = (pathname: string) => pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');

/**
 * Puts the data the page carries for its screen (written by the server, which drew the screen with
 * it for the tab's administrator) in the query cache before the screen first renders: the browser's
 * first render then draws what the server drew, and React hydrates it as it is. Only looked at
 * while rendering (React may start the hydration over, with a new cache), used up once it is on
 * the page, so that a refresh after a save asks the server. A page drawn waiting for its data
 * carries none: nothing changes.
 */
export function useDrawnPageData(): void {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const [reads] = useState(() => {
    const first = routeReads(belowAdmin(pathname), search);
    for (const routeRead of first) routeRead.fillFromPage(client);
    return first;
  });
  useEffect(() => reads.forEach((routeRead) => routeRead.forgetPage()), [reads]);
}

/** Starts the URL's screen's chunk (the one the server preloaded with the page) and its first reads. */
function warmRoute(client: QueryClient, path: string, search: string): void {
  void screens[adminScreenAt(path)]();
  for (const routeRead of routeReads(path, search)) routeRead.prefetch(client);
}

/**
 * The back office's first request for a URL's screen and data, made when it starts (and on each
 * move), side by side with the session check, the layout and each other, instead of one after the
 * other (session, then layout, then the screen's chunk, then its data). The pending comments (the
 * menu's count) too. Only with a session: without one the guard sends the visitor to /login. Not
 * while React hydrates the server's drawing: a screen hydrated after its data had arrived would no
 * longer be the one the server drew (in-browser.tsx).
 */
export function RouteWarmup() {
  const client = useQueryClient();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const inBrowser = useInBrowser();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!signedIn || !inBrowser) return;
    void client.prefetchInfiniteQuery(pendingCommentsQuery);
    warmRoute(client, belowAdmin(pathname), search);
  }, [client, signedIn, inBrowser, pathname, search]);
  return null;
}
