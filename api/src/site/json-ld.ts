import { htmlToText, metaDescription } from '@pasteleria/shared/seo';
import type { Row } from '../content/records.js';

/**
 * schema.org JSON-LD of the public pages: the shop and its branches as `Bakery`, a
 * category's products as an `ItemList` of `Product`, a post as `BlogPosting`, a page as `WebPage`,
 * and the trail as `BreadcrumbList`. No review markup: the shop's own comments about itself are
 * "self-serving" reviews for search engines.
 */
export type JsonLd = Record<string, unknown>;

/** Absolute URLs on the public site: of a page, and of a stored picture at share size. */
export interface Urls {
  page: (path: string) => string;
  /** The picture of a row at share size, or undefined. */
  picture: (entity: string, name: unknown) => string | undefined;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Drops undefined fields, so the JSON has only what is known. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

function branch(row: Row, urls: Urls): JsonLd {
  const lat = num(row.latitud);
  const lng = num(row.longitud);
  const sameAs = ['website', 'facebook', 'youtube', 'tiktok'].map((field) => str(row[field])).filter(Boolean);
  return compact({
    '@type': 'Bakery',
    name: str(row.nombre),
    description: str(row.descripcion),
    image: urls.picture('empresa', row.urlfoto),
    telephone: str(row.telefono),
    email: str(row.email),
    url: str(row.website),
    address: str(row.direccion)
      ? { '@type': 'PostalAddress', streetAddress: str(row.direccion), addressCountry: 'MX' }
      : undefined,
    geo:
      lat !== undefined && lng !== undefined ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** The shop, with each published branch as one of its departments. */
export function bakery(
  site: { name: string; socialUrl: string; whatsappPhone: string },
  branches: Row[],
  image: string | undefined,
  urls: Urls,
  description: string,
): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    '@id': `${urls.page('/')}#pasteleria`,
    name: site.name,
    description,
    url: urls.page('/'),
    image,
    telephone: `+${site.whatsappPhone.replace(/\D/g, '')}`,
    sameAs: [site.socialUrl],
    servesCuisine: 'Repostería',
    currenciesAccepted: 'MXN',
    department: branches.length ? branches.map((row) => branch(row, urls)) : undefined,
  });
}

/** A product with its offer; a price of 0 means "several prices" (by size), so it gets no offer. */
export function product(row: Row, path: string, urls: Urls): JsonLd {
  const price = num(row.price);
  return compact({
    '@type': 'Product',
    name: str(row.name),
    description: metaDescription(str(row.descripcion), str(row.description)) || undefined,
    image: urls.picture('producto', row.image),
    sku: str(row.code),
    url: urls.page(path),
    offers:
      price !== undefined && price > 0
        ? {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: 'MXN',
            availability: num(row.stock) === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            url: urls.page(path),
          }
        : undefined,
  });
}

export function itemList(name: string, items: JsonLd[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

export function withContext(item: JsonLd): JsonLd {
  return { '@context': 'https://schema.org', ...item };
}

export function breadcrumbs(trail: Array<[name: string, path: string]>, urls: Urls): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: urls.page(path),
    })),
  };
}

/** A post (`BlogPosting`) or a page (`WebPage`). */
export function article(
  type: 'BlogPosting' | 'WebPage',
  row: Row,
  head: { title: string; description: string; path: string },
  image: string | undefined,
  urls: Urls,
  publisher: string,
): JsonLd {
  const dates =
    type === 'BlogPosting' ? { datePublished: isoDate(row.created_at), dateModified: isoDate(row.updated_at) } : {};
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    ...(type === 'BlogPosting'
      ? { headline: htmlToText(str(row.title) ?? str(row.name)).slice(0, 110) }
      : { name: htmlToText(str(row.title) ?? str(row.name)) }),
    description: head.description || undefined,
    image,
    url: urls.page(head.path),
    mainEntityOfPage: type === 'BlogPosting' ? urls.page(head.path) : undefined,
    ...dates,
    publisher: { '@type': 'Organization', name: publisher, '@id': `${urls.page('/')}#pasteleria` },
    inLanguage: 'es-MX',
  });
}

function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
