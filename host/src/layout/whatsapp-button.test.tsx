import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { WhatsAppButton } from './whatsapp-button';

describe('WhatsAppButton', () => {
  it('opens a chat with the configured phone and the order message', () => {
    renderWithShell(<WhatsAppButton />, {
      site: { name: 'Dulces Ana', whatsappPhone: '+52 1 55 1234 5678', socialUrl: 'https://social.example' },
    });
    const link = screen.getByRole('link', { name: 'Haz tu pedido por WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5215512345678');
    expect(href.searchParams.get('text')).toBe('Hola! Necesito Información, me gustaría hacer un pedido');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
