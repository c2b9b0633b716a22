import { whatsappLink } from './whatsapp-link';

it('opens a chat with the phone and the order message', () => {
  expect(whatsappLink('5215512345678')).toBe(
    'https://wa.me/5215512345678?text=' + encodeURIComponent('Hola! Necesito Información, me gustaría hacer un pedido'),
  );
  expect(whatsappLink('5215512345678')).toBe(
    'https://wa.me/5215512345678?text=Hola!%20Necesito%20Informaci%C3%B3n%2C%20me%20gustar%C3%ADa%20hacer%20un%20pedido',
  );
});

it('keeps only the digits of the phone', () => {
  expect(whatsappLink('+52 1 55-1234-5678')).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=/);
});

it('prefills another message when one is given', () => {
  const url = new URL(whatsappLink('5215512345678', 'Hola! Quiero pedir: Concha (PD-01)'));
  expect(url.pathname).toBe('/5215512345678');
  expect(url.searchParams.get('text')).toBe('Hola! Quiero pedir: Concha (PD-01)');
});
