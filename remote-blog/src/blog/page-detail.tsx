import { useParams } from 'react-router-dom';
import { getPagina, imageUrl, useAsync } from '@pasteleria/shared';
import { Article, ArticleStatus } from './article';

/** /blog/pagina/:slug: title, optional image, top HTML text, a divider, bottom HTML text. */
export function PageDetail() {
  const { slug = '' } = useParams();
  const pagina = useAsync(() => getPagina(slug), [slug]);
  if (pagina.status !== 'success') {
    return <ArticleStatus state={pagina} failure="No se pudo cargar la página. Intenta de nuevo más tarde." />;
  }

  const { title, image, texttop, textbottom } = pagina.data;
  return (
    <Article title={title} image={imageUrl('pagina', image)}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: texttop }} />
      <hr className="divider" />
      <div className="prose" dangerouslySetInnerHTML={{ __html: textbottom }} />
    </Article>
  );
}
