import { Link, useParams } from 'react-router-dom';
import { getPagina, imageUrl, useAsync, PageTitle, LoadError, Loading, isNotFound } from '@pasteleria/shared';
import { NotFound } from '../components/not-found';
import './blog.css';

/** /blog/pagina/:slug: title, optional image, top HTML text, a divider, bottom HTML text. */
export function PageDetail() {
  const { slug = '' } = useParams();
  const pagina = useAsync(() => getPagina(slug), [slug]);

  if (pagina.status === 'loading') {
    return (
      <section className="container-narrow">
        <Loading />
      </section>
    );
  }
  if (pagina.status === 'error') {
    if (isNotFound(pagina.error)) return <NotFound />;
    return (
      <section className="container-narrow">
        <PageTitle text="Blog" />
        <LoadError>No se pudo cargar la página. Intenta de nuevo más tarde.</LoadError>
      </section>
    );
  }

  const { title, image, texttop, textbottom } = pagina.data;
  const heading = title?.trim() || 'Sin título';
  const src = imageUrl('pagina', image);

  return (
    <article className="container-narrow blog-detail">
      <PageTitle text={heading} />
      <h1 className="page-title">{heading}</h1>
      {src && <img className="detail-img" src={src} alt={heading} />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: texttop }} />
      <hr className="divider" />
      <div className="prose" dangerouslySetInnerHTML={{ __html: textbottom }} />
      <p>
        <Link className="btn btn-outline btn-sm" to="/blog">
          Volver al blog
        </Link>
      </p>
    </article>
  );
}
