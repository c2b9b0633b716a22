import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView, isNotFound, PageTitle, type AsyncState } from '@pasteleria/shared';
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

/**
 * A post or page: its title (or 'Sin título') as heading and document title, its image if any,
 * the body, and 'Volver al blog'.
 */
export function Article({ title, image, children }: { title: string; image: string | null; children: ReactNode }) {
  const heading = title?.trim() || 'Sin título';
  return (
    <article className="container-narrow blog-detail">
      <PageTitle text={heading} />
      <h1 className="page-title">{heading}</h1>
      {image && <img className="detail-img" src={image} alt={heading} width={400} height={300} />}
      {children}
      <p>
        <Link className="btn btn-outline btn-sm" to="/blog">
          Volver al blog
        </Link>
      </p>
    </article>
  );
}
