/** A chat link: `whatsappLink` writes wa.me; an editor's link may be to whatsapp.com. */
const WHATSAPP_HOST = /(^|\.)(wa\.me|whatsapp\.com)$/;

/** Whether a click on `target` was on a WhatsApp link (the floating button, a product's order button, a post's link). */
export function onWhatsAppLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && WHATSAPP_HOST.test(link.hostname);
}
