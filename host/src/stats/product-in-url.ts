/** A category's page (/categorias/{slug}), where `?producto=<id>` opens a product's dialog. */
const CATEGORY_PAGE = /^\/categorias\/[^/]+\/?$/;
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/**
 * The product whose dialog the URL opens (`productPath` of @pasteleria/shared/seo), if any. Read
 * from the URL, not from the catalogue, so a catalogue deployed before the statistics is counted too.
 */
export function productInUrl({ pathname, search }: { pathname: string; search: string }): number | undefined {
  const id = new URLSearchParams(search).get('producto');
  return id !== null && CATEGORY_PAGE.test(pathname) && PRODUCT_ID.test(id) ? Number(id) : undefined;
}
