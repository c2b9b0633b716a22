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
