/** The message the order chat opens with. */
export const WHATSAPP_ORDER_MESSAGE = 'Hola! Necesito Información, me gustaría hacer un pedido';

/**
 * Link that opens a WhatsApp chat with `phone` (digits only are kept) and a prefilled message:
 * the order message unless another one is given (e.g. naming a product).
 */
export function whatsappLink(phone: string, message: string = WHATSAPP_ORDER_MESSAGE): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
