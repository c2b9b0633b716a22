import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';

export const TEST_SITE: SiteConfig = {
  name: 'Pastelería de Prueba',
  whatsappPhone: '+52 1 55 0000 1111',
  socialUrl: 'https://social.example/pasteleria',
};

/** Shows the router's current path, so a test can tell a client-side navigation happened. */
function CurrentPath() {
  return <output aria-label="ruta actual">{useLocation().pathname}</output>;
}

/** Renders `ui` inside the site config and a memory router at `path`. */
export function renderWithShell(ui: ReactElement, { path = '/', site = TEST_SITE } = {}) {
  return render(
    <SiteConfigProvider site={site}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
}
