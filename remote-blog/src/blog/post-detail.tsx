import { Link, useParams } from 'react-router-dom';
import { getPost, imageUrl, useAsync, PageTitle, LoadError, Loading, isNotFound } from '@pasteleria/shared';
import { NotFound } from '../components/not-found';
import './blog.css';

/** /blog/post/:slug: title, image (at most 300px high) and the HTML body. */
export function PostDetail() {
  const { slug = '' } = useParams();
  const post = useAsync(() => getPost(slug), [slug]);

  if (post.status === 'loading') {
    return (
      <section className="container-narrow">
        <Loading />
      </section>
    );
  }
  if (post.status === 'error') {
    if (isNotFound(post.error)) return <NotFound />;
    return (
      <section className="container-narrow">
        <PageTitle text="Blog" />
        <LoadError>No se pudo cargar la publicación. Intenta de nuevo más tarde.</LoadError>
      </section>
    );
  }

  const { title, image, descripcion } = post.data;
  const heading = title?.trim() || 'Sin título';
  const src = imageUrl('post', image);

  return (
    <article className="container-narrow blog-detail">
      <PageTitle text={heading} />
      <h1 className="page-title">{heading}</h1>
      {src && <img className="detail-img" src={src} alt={heading} />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: descripcion }} />
      <p>
        <Link className="btn btn-outline btn-sm" to="/blog">
          Volver al blog
        </Link>
      </p>
    </article>
  );
}
