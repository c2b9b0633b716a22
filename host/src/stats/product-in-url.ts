import { matchSitePath, PRODUCT_PARAM } from '@pasteleria/shared';

const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/**
 * The product whose dialog the URL opens (`productPath` of @pasteleria/shared/seo: a category's
 * page with `?producto=<id>`), if any. Read from the URL, not from the catalogue, so a catalogue
 * deployed before the statistics is counted too.
 */
export function productInUrl({ pathname, search }: { pathname: string; search: string }): number | undefined {
  const id = new URLSearchParams(search).get(PRODUCT_PARAM);
  const onCategory = matchSitePath(pathname)?.page.path === '/categorias/:slug';
  return id !== null && onCategory && PRODUCT_ID.test(id) ? Number(id) : undefined;
}
