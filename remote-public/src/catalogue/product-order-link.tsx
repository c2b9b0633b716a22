import { getRuntimeConfig, whatsappLink, type Producto } from '@pasteleria/shared';

/** The prefilled order message: it names the product by name and code. */
export function productOrderMessage({ name, code }: Pick<Producto, 'name' | 'code'>): string {
  return `Hola! Me gustaría pedir ${name}${code ? ` (código ${code})` : ''}.`;
}

/** 'Pedir por WhatsApp': a chat with the shop's number, the order of this product already written. */
export function ProductOrderLink({ producto }: { producto: Producto }) {
  const href = whatsappLink(getRuntimeConfig().site.whatsappPhone, productOrderMessage(producto));
  return (
    <a className="btn pub-whatsapp" href={href} target="_blank" rel="noopener">
      Pedir por WhatsApp
    </a>
  );
}
