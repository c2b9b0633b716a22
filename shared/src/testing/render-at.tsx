import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, so tests can check navigations. */
function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders `element` the way the host mounts it: at `mount` (e.g. '/blog/*' or '/categorias/*') inside a router
 * that starts at `url`. '/' renders a stand-in home so redirects there can be seen.
 */
export function renderAt(url: string, mount: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={mount} element={element} />
        {mount !== '/' && <Route path="/" element={<p>Página de inicio</p>} />}
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
