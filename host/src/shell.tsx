import { BrowserRouter } from 'react-router-dom';
import { FocusOnNavigate } from './layout/focus-on-navigate';
import { AppRoutes } from './routes';
import { SiteEvents } from './stats/site-events';

/**
 * The whole site in the browser's router: the route table with its layouts, focus that follows the
 * page, and the shop's own statistics of what is seen.
 */
export function Shell() {
  return (
    <BrowserRouter>
      <FocusOnNavigate />
      <SiteEvents />
      <AppRoutes />
    </BrowserRouter>
  );
}
