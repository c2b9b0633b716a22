/**
 * The card of a blog post or a static page: image, title (or 'Sin título'), the first 100
 * characters of the description followed by an ellipsis, and 'Leer más' to its page.
 *
 * Used by the blog index here and wanted by the home page of remote-public too: it imports only
 * react-router-dom and @pasteleria/shared and styles itself with site.css classes, so it can move
 * to @pasteleria/shared unchanged (swap the package import for relative ones).
 */
import { Link } from 'react-router-dom';
import { excerpt, imageUrl, type Pagina, type Post } from '@pasteleria/shared';

export type ContentKind = 'post' | 'pagina';

/** A post or a page, tagged with its kind. */
export type ContentEntry = { kind: 'post'; entry: Post } | { kind: 'pagina'; entry: Pagina };

/** Where a post or a page is read: /blog/post/{slug} or /blog/pagina/{slug}. */
export function contentPath(kind: ContentKind, slug: string): string {
  return `/blog/${kind}/${encodeURIComponent(slug)}`;
}

/** Posts first, then pages, each tagged with its kind: the order of the blog index. */
export function toContentEntries(posts: Post[], paginas: Pagina[]): ContentEntry[] {
  return [
    ...posts.map((entry): ContentEntry => ({ kind: 'post', entry })),
    ...paginas.map((entry): ContentEntry => ({ kind: 'pagina', entry })),
  ];
}

export interface ContentCardProps {
  item: ContentEntry;
  /** Heading level of the card title: 2 on a page of cards, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

export function ContentCard({ item, headingLevel = 2 }: ContentCardProps) {
  const { kind, entry } = item;
  const title = entry.title?.trim() || 'Sin título';
  const src = imageUrl(kind, entry.image);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <article className="card">
      {src ? (
        <img className="card-img" src={src} alt="" loading="lazy" />
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
