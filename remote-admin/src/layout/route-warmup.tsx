import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@pasteleria/shared';
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

/**
 * Starts what the back-office URL `path` (below /admin: 'producto/edit/3') shows first: its screen's
 * chunk (the one the server preloaded with the page) and the API reads of its first view, into the
 * cache entries the screen reads. The same URLs as AdminRoutes; no reads for an unknown one.
 */
function warmRoute(client: QueryClient, path: string, search: string): void {
  void screens[adminScreenAt(path)]();
  const [section = '', action, idText] = path.split('/');
  const id = action === 'edit' ? Number(idText) : NaN;
  const editing = Number.isInteger(id) && id > 0;
  const resource = findResource(section);

  if (section === '') {
    const period = periodFromSearch(new URLSearchParams(search), today());
    void client.prefetchQuery(statisticsQuery(period));
    void client.prefetchQuery(rowsQuery(refTarget('producto')));
    void client.prefetchQuery(rowsQuery(refTarget('post')));
  } else if (section === 'versiones') {
    void client.prefetchQuery(releasesQuery);
    void client.prefetchQuery(deployKeysQuery);
    void client.prefetchQuery(releaseVitalsQuery);
    for (const remote of REMOTE_NAMES) void client.prefetchQuery(rolloutQuery(remote));
  } else if (section === 'seguridad') {
    void client.prefetchQuery(twoStepQuery);
    void client.prefetchQuery(passkeysQuery);
    void client.prefetchQuery(sessionsQuery);
    void client.prefetchQuery(securityPolicyQuery);
  } else if (section === 'actividad') {
    void client.prefetchQuery(usersQuery);
  } else if (section === 'user') {
    if (editing) void client.prefetchQuery(userQuery(id));
    else if (!action) void client.prefetchQuery(usersQuery);
  } else if (resource && !action) {
    void client.prefetchQuery(rowsQuery(resource));
  } else if (resource) {
    // A form's choices of another entity (a product's category), and the row it edits.
    for (const field of Object.values(resource.declaration.fields))
      if (field.kind === 'ref') void client.prefetchQuery(rowsQuery(refTarget(field.entity)));
    if (editing) void client.prefetchQuery(rowQuery(resource, id));
  }
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
    warmRoute(client, pathname.replace(/^\/admin\/?/, '').replace(/\/$/, ''), search);
  }, [client, signedIn, inBrowser, pathname, search]);
  return null;
}
