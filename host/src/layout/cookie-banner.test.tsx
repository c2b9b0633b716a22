import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  afterEach(() => {
    Cookies.remove('mi_consentimiento_cookie', { path: '/' });
    jest.restoreAllMocks();
  });

  it('is shown while the consent cookie is absent', () => {
    render(<CookieBanner />);
    expect(screen.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acepto' })).toBeVisible();
    // 'Leer más' is a plain link: a full page load to the policy.
    expect(screen.getByRole('link', { name: 'Leer más' })).toHaveAttribute('href', '/politica-cookies');
  });

  it('Acepto stores the cookie for 150 days and hides the banner', async () => {
    const set = jest.spyOn(Cookies, 'set');
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Acepto' }));

    expect(set).toHaveBeenCalledWith('mi_consentimiento_cookie', expect.any(String), expect.objectContaining({ expires: 150 }));
    expect(document.cookie).toContain('mi_consentimiento_cookie=');
    expect(screen.queryByText(/Usamos cookies/)).not.toBeInTheDocument();
  });

  it('stays hidden when the cookie already exists', () => {
    Cookies.set('mi_consentimiento_cookie', 'true', { path: '/' });
    render(<CookieBanner />);
    expect(screen.queryByText(/Usamos cookies/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acepto' })).not.toBeInTheDocument();
  });
});
