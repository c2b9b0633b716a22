import { BrowserRouter } from 'react-router-dom';
import { FocusOnNavigate } from './layout/focus-on-navigate';
import { AppRoutes } from './routes';
import { SiteEvents } from './stats/site-events';
import { WitnessPages } from './witness/witness-pages';

/**
 * The whole site in the browser's router: the route table with its layouts, focus that follows the
 * page, the shop's own statistics of what is seen, and the page views of the remotes' releases.
 */
export function Shell() {
  return (
    <BrowserRouter>
      <FocusOnNavigate />
      <SiteEvents />
      <WitnessPages />
      <AppRoutes />
    </BrowserRouter>
  );
}
