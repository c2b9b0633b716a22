/** The message the order chat opens with (SPEC §1). */
export const WHATSAPP_ORDER_MESSAGE = 'Hola! Necesito Información, me gustaría hacer un pedido';

/** Link that opens a WhatsApp chat with `phone` (digits only are kept) and the order message. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(WHATSAPP_ORDER_MESSAGE)}`;
}
