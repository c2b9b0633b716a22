import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';

// A tablet-sized window: every media query of antd's breakpoints answers "below".
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

it('below the breakpoint the menu folds behind a named button that opens and closes it', async () => {
  mockApi({});
  signIn(adminUser);
  renderAdminApp('/admin');
  const open = await screen.findByRole('button', { name: 'Mostrar menú' });
  expect(open).toHaveAttribute('aria-expanded', 'false');

  await userEvent.setup({ delay: null }).click(open);
  const close = await screen.findByRole('button', { name: 'Ocultar menú' });
  expect(close).toHaveAttribute('aria-expanded', 'true');
});
