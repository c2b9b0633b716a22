import { useParams } from 'react-router-dom';
import { getPost, useReloadableAsync } from '@pasteleria/shared';
import { SafeHtml } from '@pasteleria/shared/safe-html';
import { Article, ArticleStatus } from './article';

/** /blog/post/:slug: title, image (at most 300px high) and the HTML body. */
export function PostDetail() {
  const { slug = '' } = useParams();
  const [post, reload] = useReloadableAsync(() => getPost(slug), [slug]);
  if (post.status !== 'success') {
    return (
      <ArticleStatus
        state={post}
        failure="No se pudo cargar la publicación. Intenta de nuevo más tarde."
        onRetry={reload}
      />
    );
  }

  const { title, image, descripcion } = post.data;
  return (
    <Article title={title} entity="post" image={image}>
      <SafeHtml html={descripcion} />
    </Article>
  );
}
