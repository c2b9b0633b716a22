import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, TEST_SITE } from '../test/render';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('says the page does not exist, sets the title and leads back home', async () => {
    renderWithShell(<NotFoundPage />, { path: '/no-existe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(document.title).toBe(`Página no encontrada | ${TEST_SITE.name}`);

    await userEvent.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    expect(screen.getByRole('status', { name: 'ruta actual' })).toHaveTextContent(/^\/$/);
  });
});
