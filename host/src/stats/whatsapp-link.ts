import { WHATSAPP_HOST } from '@pasteleria/shared';

/** Whether a click on `target` was on a WhatsApp link (the floating button, a product's order button, a post's link). */
export function onWhatsAppLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && WHATSAPP_HOST.test(link.hostname);
}
