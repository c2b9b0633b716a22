import {
  getRuntimeConfig,
  pageOrigin,
  productPath,
  whatsappLink,
  WHATSAPP_ORDER_MESSAGE,
  type Producto,
} from '@pasteleria/shared';

/**
 * The prefilled order message: the shop's order greeting (WHATSAPP_ORDER_MESSAGE), then the product by name and code
 * and its own link, so the shop sees which product the visitor means.
 */
function productOrderMessage({ name, code }: Pick<Producto, 'name' | 'code'>, link: string): string {
  return `${WHATSAPP_ORDER_MESSAGE}: ${name}${code ? ` (código ${code})` : ''} ${link}`;
}

/** The absolute URL of a product (its dialog on its category page), as shared outside the site. */
function productUrl(categorySlug: string, productId: number): string {
  return pageOrigin() + productPath(categorySlug, productId);
}

/** 'Pedir por WhatsApp': a chat with the shop's number, the order of this product already written. */
export function ProductOrderLink({ producto, categorySlug }: { producto: Producto; categorySlug: string }) {
  const message = productOrderMessage(producto, productUrl(categorySlug, producto.id));
  const href = whatsappLink(getRuntimeConfig().site.whatsappPhone, message);
  return (
    <a className="btn pub-whatsapp" href={href} target="_blank" rel="noopener">
      Pedir por WhatsApp
    </a>
  );
}
