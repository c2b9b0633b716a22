import { BrowserRouter } from 'react-router-dom';
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

/** The site in the browser's router. */
export function Shell() {
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
