import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@pasteleria/shared';
import { setTestSite } from '@pasteleria/shared/testing';

export const TEST_SITE: RuntimeConfig['site'] = {
  name: 'Pastelería de Prueba',
  whatsappPhone: '+52 1 55 0000 1111',
  socialUrl: 'https://social.example/pasteleria',
};

/** Shows the router's current path, so a test can tell a client-side navigation happened. */
function CurrentPath() {
  return <output aria-label="ruta actual">{useLocation().pathname}</output>;
}

/** Renders `ui` in a memory router at `path`, with `site` as the loaded config's shop. */
export function renderWithShell(ui: ReactElement, { path = '/', site = TEST_SITE } = {}) {
  setTestSite(site);
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}
