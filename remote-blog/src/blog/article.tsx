import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView, isNotFound, PageTitle, StoredImage, type AsyncState } from '@pasteleria/shared';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { NotFound } from '../components/not-found';
import './blog.css';

type NotArrived = Exclude<AsyncState<unknown>, { status: 'success' }>;

interface ArticleStatusProps {
  state: NotArrived;
  failure: string;
  onRetry: () => void;
}

/**
 * A post or page that has not arrived: 'Cargando...', the blog's not-found for a 404, else
 * `failure` with 'Reintentar'.
 */
export function ArticleStatus({ state, failure, onRetry }: ArticleStatusProps) {
  if (state.status === 'error' && isNotFound(state.error)) return <NotFound />;
  return (
    <section className="container-narrow blog-status">
      {state.status === 'error' && <PageTitle text="Blog" />}
      <AsyncView state={state} error={failure} onRetry={onRetry}>
        {() => null}
      </AsyncView>
    </section>
  );
}

interface ArticleProps {
  title: string;
  /** Where its picture is stored. */
  entity: 'post' | 'pagina';
  /** Its stored picture, if any. */
  image: string | null;
  children: ReactNode;
}

/**
 * A post or page: its title (or 'Sin título') as heading and document title, its image if any
 * (the page's main picture), the body, and 'Volver al blog'.
 */
export function Article({ title, entity, image, children }: ArticleProps) {
  const heading = title?.trim() || 'Sin título';
  return (
    <article className="container-narrow blog-detail">
      <PageTitle text={heading} />
      <h1 className="page-title">{heading}</h1>
      {image && (
        <StoredImage
          className="detail-img"
          entity={entity}
          name={image}
          alt={heading}
          sizes={IMAGE_SIZES.detail}
          width={400}
          height={300}
          priority
        />
      )}
      {children}
      <p>
        <Link className="btn btn-outline btn-sm" to="/blog">
          Volver al blog
        </Link>
      </p>
    </article>
  );
}
