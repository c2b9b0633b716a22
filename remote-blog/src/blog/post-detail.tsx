import { useParams } from 'react-router-dom';
import { getPost, imageUrl, useAsync } from '@pasteleria/shared';
import { Article, ArticleStatus } from './article';

/** /blog/post/:slug: title, image (at most 300px high) and the HTML body. */
export function PostDetail() {
  const { slug = '' } = useParams();
  const post = useAsync(() => getPost(slug), [slug]);
  if (post.status !== 'success') {
    return <ArticleStatus state={post} failure="No se pudo cargar la publicación. Intenta de nuevo más tarde." />;
  }

  const { title, image, descripcion } = post.data;
  return (
    <Article title={title} image={imageUrl('post', image)}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: descripcion }} />
    </Article>
  );
}
