import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

/** The whole site in the browser's router: the route table with its layouts. */
export function Shell() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
