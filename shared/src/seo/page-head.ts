import { truncate } from '../format/truncate.ts';
import type { ImageEntity } from '../images/responsive.ts';
import type { Categoria, Pagina, Post, Producto } from '../types.ts';
import { categoryPath, pagePath, postPath, productPath } from '@pasteleria/shared/site-pages';
import { htmlToText } from './plain-text.ts';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;

/** The shop's own description: the head of pages without an entity of their own. */
export const SITE_DESCRIPTION =
  'Pastelería artesanal: pasteles, postres y pan dulce hechos a mano. Haz tu pedido por WhatsApp.';

/**
 * What a page says about itself to a search engine or a shared link: the server writes it into the
 * page's <head> (title, description, canonical, Open Graph), and the admin's preview shows it while
 * the owner types. Both call the same functions below, so what the owner sees is what a crawler gets.
 */
export interface PageHead {
  /** The whole <title>, site name included. */
  title: string;
  /** Plain text, at most META_DESCRIPTION_LENGTH characters. */
  description: string;
  /** The canonical path of the page on the site (with `?producto=` for a product). */
  path: string;
  /** og:type. */
  type: 'website' | 'article' | 'product';
  /** The stored picture that represents the page, if any. */
  image: { entity: ImageEntity; name: string } | null;
}

/** What a head needs of the site: its name (config `site.name`). */
export interface HeadSite {
  name: string;
}

/** A description from the first source that has text: plain, collapsed, cut to 160 characters. */
export function metaDescription(...sources: Array<string | null | undefined>): string {
  for (const source of sources) {
    const text = htmlToText(source);
    if (text) return truncate(text, META_DESCRIPTION_LENGTH - 1);
  }
  return '';
}

/**
 * "Pasteles | Pastelería La Esperanza"; the site name alone when the page has no title, and the
 * page's own title alone when it already names the site.
 */
export function pageTitle(site: HeadSite, title?: string | null): string {
  const own = htmlToText(title);
  if (!own) return site.name;
  return own.toLowerCase().includes(site.name.toLowerCase()) ? own : `${own} | ${site.name}`;
}

function picture(entity: ImageEntity, name: string | null | undefined): PageHead['image'] {
  return name ? { entity, name } : null;
}

// The public pages' paths, built from the site's table of pages.
export { categoryPath, pagePath, postPath, productPath };

export function homeHead(site: HeadSite): PageHead {
  return { title: site.name, description: SITE_DESCRIPTION, path: '/', type: 'website', image: null };
}

export function categoryListHead(site: HeadSite): PageHead {
  return {
    title: pageTitle(site, 'Línea de productos'),
    description: metaDescription(`Línea de productos de ${site.name}: pasteles, postres y pan dulce hechos a mano.`),
    path: '/categorias',
    type: 'website',
    image: null,
  };
}

export function blogHead(site: HeadSite): PageHead {
  return {
    title: pageTitle(site, 'Blog y Contenidos'),
    description: metaDescription(
      `Blog y Contenidos de ${site.name}: recetas, novedades y todo sobre nuestros productos.`,
    ),
    path: '/blog',
    type: 'website',
    image: null,
  };
}

type CategoryFields = Pick<Categoria, 'nombre' | 'slug' | 'descripcion' | 'urlfoto'>;

export function categoryHead(site: HeadSite, categoria: CategoryFields): PageHead {
  return {
    title: pageTitle(site, categoria.nombre),
    description: metaDescription(
      categoria.descripcion,
      `Productos por categoría: ${categoria.nombre}. ${SITE_DESCRIPTION}`,
    ),
    path: categoryPath(categoria.slug),
    type: 'website',
    image: picture('categoria', categoria.urlfoto),
  };
}

type ProductFields = Pick<Producto, 'id' | 'name' | 'title' | 'descripcion' | 'description' | 'image'>;

/** A product's own URL: its SEO title (`title`), its short text, else its description. */
export function productHead(site: HeadSite, categorySlug: string, producto: ProductFields): PageHead {
  return {
    title: pageTitle(site, producto.title || producto.name),
    description: metaDescription(
      producto.descripcion,
      producto.description,
      [producto.name, SITE_DESCRIPTION].filter(Boolean).join('. '),
    ),
    path: productPath(categorySlug, producto.id),
    type: 'product',
    image: picture('producto', producto.image),
  };
}

type PostFields = Pick<Post, 'name' | 'slug' | 'title' | 'description' | 'descripcion' | 'image'>;

/** A post: its SEO title and description, else its name and content. */
export function postHead(site: HeadSite, post: PostFields): PageHead {
  return {
    title: pageTitle(site, post.title || post.name),
    description: metaDescription(post.description, post.descripcion),
    path: postPath(post.slug),
    type: 'article',
    image: picture('post', post.image),
  };
}

type PageFields = Pick<Pagina, 'name' | 'slug' | 'title' | 'description' | 'texttop' | 'textbottom' | 'image'>;

/** A page: its SEO title and description, else its name and texts. */
export function pageHead(site: HeadSite, pagina: PageFields): PageHead {
  return {
    title: pageTitle(site, pagina.title || pagina.name),
    description: metaDescription(pagina.description, pagina.texttop, pagina.textbottom),
    path: pagePath(pagina.slug),
    type: 'article',
    image: picture('pagina', pagina.image),
  };
}

export function notFoundHead(site: HeadSite, path: string): PageHead {
  return {
    title: pageTitle(site, 'Página no encontrada'),
    description: SITE_DESCRIPTION,
    path,
    type: 'website',
    image: null,
  };
}

/**
 * The picture a shared link shows: the page's own, else the home carousel's first slide (the shop's
 * most representative picture), else none.
 */
export function shareImage(head: PageHead, slides: ReadonlyArray<{ imagen?: string | null }>): PageHead['image'] {
  if (head.image) return head.image;
  const first = slides.find((slide) => slide.imagen);
  return first?.imagen ? { entity: 'slide', name: first.imagen } : null;
}
