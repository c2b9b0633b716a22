import { useParams } from 'react-router-dom';
import { getPagina, useReloadableAsync } from '@pasteleria/shared';
import { SafeHtml } from '@pasteleria/shared/safe-html';
import { Article, ArticleStatus } from './article';

/** /blog/pagina/:slug: title, optional image, top HTML text, a divider, bottom HTML text. */
export function PageDetail() {
  const { slug = '' } = useParams();
  const [pagina, reload] = useReloadableAsync(() => getPagina(slug), [slug]);
  if (pagina.status !== 'success') {
    return (
      <ArticleStatus
        state={pagina}
        failure="No se pudo cargar la página. Intenta de nuevo más tarde."
        onRetry={reload}
      />
    );
  }

  const { title, image, texttop, textbottom } = pagina.data;
  return (
    <Article title={title} entity="pagina" image={image}>
      <SafeHtml html={texttop} />
      <hr className="divider" />
      <SafeHtml html={textbottom} />
    </Article>
  );
}
