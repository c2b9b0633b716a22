import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { EARLY_COUNT } from '@pasteleria/shared';
import { FocusOnNavigate } from './layout/focus-on-navigate';
import { AppRoutes } from './routes';
import { SiteEvents } from './stats/site-events';
import { WitnessPages } from './witness/witness-pages';

/**
 * The whole site inside a router: the route table with its layouts, focus that follows the page,
 * the shop's own statistics of what is seen, and the page views of the remotes' releases. The
 * browser's router holds it (`Shell`); the server's render holds it in a static one.
 */
export function Site() {
  return (
    <>
      <FocusOnNavigate />
      <SiteEvents />
      <WitnessPages />
      <AppRoutes />
    </>
  );
}

/**
 * The site in the browser's router. Once it is on the page (hydrated, or drawn anew), a page drawn
 * by the server gets again the buttons its visitor clicked before the host's scripts ran (its
 * loader kept them: api/src/site/after-paint.ts).
 */
export function Shell() {
  useEffect(() => window[EARLY_COUNT]?.hydrated?.(), []);
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
