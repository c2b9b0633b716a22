import { BrowserRouter } from 'react-router-dom';
import { FocusOnNavigate } from './layout/focus-on-navigate';
import { AppRoutes } from './routes';

/** The whole site in the browser's router: the route table with its layouts, and focus that follows the page. */
export function Shell() {
  return (
    <BrowserRouter>
      <FocusOnNavigate />
      <AppRoutes />
    </BrowserRouter>
  );
}
