import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the 2025 copyright with the shop name from the config', () => {
    renderWithShell(<Footer />, {
      site: { name: 'Dulces Ana', whatsappPhone: '5210000000000', socialUrl: 'https://social.example/dulces-ana' },
    });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Dulces Ana. Todos los derechos reservados.');
  });

  it("links to the shop's social page and two placeholder social links", () => {
    renderWithShell(<Footer />, {
      site: { name: 'Dulces Ana', whatsappPhone: '5210000000000', socialUrl: 'https://social.example/dulces-ana' },
    });
    const social = within(screen.getByRole('list', { name: 'Redes sociales' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Síguenos en redes sociales' })).toHaveAttribute(
      'href',
      'https://social.example/dulces-ana',
    );
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', '#');
  });
});
