/**
 * The card of a blog post or a static page (home page and blog index): image (or a 'Sin
 * imagen' box), title (or 'Sin título'), the first 100 characters of the description followed by
 * an ellipsis, and 'Leer más' to its page. The screen around it owns the grid.
 *
 * The link is the app's router `Link`, passed in (`link={Link}`): this package does not depend on
 * react-router-dom.
 */
import type { ComponentType, ReactNode } from 'react';
import { excerpt } from '../format/excerpt';
import { IMAGE_SIZES } from '../images/responsive';
import { sitePath } from '../federation/site-pages';
import { StoredImage } from './stored-image';
import type { ContentEntry, ContentKind } from '../api/content-entries';

/** Where a post or a page is read: /blog/post/{slug} or /blog/pagina/{slug}. */
export function contentPath(kind: ContentKind, slug: string): string {
  return sitePath(`/blog/${kind}/:slug`, { slug });
}

/** What the card needs of a router link: react-router-dom's `Link` fits. */
export type CardLink = ComponentType<{ to: string; className?: string; 'aria-label'?: string; children?: ReactNode }>;

export interface ContentCardProps {
  item: ContentEntry;
  /** The router's `Link`, so 'Leer más' navigates without reloading the page. */
  link: CardLink;
  /** Heading level of the card title: 2 on a page of cards, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** How wide the grid around draws the picture (IMAGE_SIZES): a `.grid` card's by default. */
  imageSizes?: string;
  /** The card whose picture is the page's main one (the first of /blog): loaded at once. */
  priority?: boolean;
}

export function ContentCard({
  item,
  link: Link,
  headingLevel = 2,
  imageSizes = IMAGE_SIZES.card,
  priority = false,
}: ContentCardProps) {
  const { kind, entry } = item;
  const title = entry.title?.trim() || 'Sin título';
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <article className="card">
      {entry.image ? (
        <StoredImage
          className="card-img"
          entity={kind}
          name={entry.image}
          alt=""
          sizes={imageSizes}
          width={800}
          height={600}
          priority={priority}
        />
      ) : (
        <div className="placeholder-img" aria-hidden="true">
          Sin imagen
        </div>
      )}
      <div className="card-body">
        <Heading className="card-title">{title}</Heading>
        <p className="card-text">{excerpt(entry.description)}</p>
      </div>
      <div className="card-footer">
        <Link className="btn btn-primary btn-sm" to={contentPath(kind, entry.slug)} aria-label={`Leer más: ${title}`}>
          Leer más
        </Link>
      </div>
    </article>
  );
}
