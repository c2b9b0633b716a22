import { Link } from 'react-router-dom';
import { AsyncView, ContentCard, getContentEntries, PageTitle, useReloadableAsync } from '@pasteleria/shared';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import './blog.css';

const TITLE = 'Blog y Contenidos';

/** /blog: every public post and page as a card, 3 per row from medium screens. */
export function BlogIndex() {
  const [entries, reload] = useReloadableAsync(getContentEntries, []);

  return (
    <section className={entries.status === 'success' ? 'container' : 'container blog-pending'}>
      <PageTitle text={TITLE} />
      <h1 className="page-title">{TITLE}</h1>
      <AsyncView
        state={entries}
        loading="Cargando publicaciones..."
        error="No se pudieron cargar las publicaciones. Intenta de nuevo más tarde."
        onRetry={reload}
        empty="Aún no hay publicaciones."
      >
        {(data) => (
          <ul className="grid-3 card-list">
            {data.map((item, i) => (
              <li key={`${item.kind}-${item.entry.id}`}>
                {/* The first card's picture is the page's main one. */}
                <ContentCard item={item} link={Link} imageSizes={IMAGE_SIZES.blogCard} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
