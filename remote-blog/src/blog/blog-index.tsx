import { Link } from 'react-router-dom';
import { ContentCard, Empty, getContentEntries, LoadError, Loading, PageTitle, useAsync } from '@pasteleria/shared';
import './blog.css';

const TITLE = 'Blog y Contenidos';

/** /blog: every public post and page as a card, 3 per row from medium screens. */
export function BlogIndex() {
  const entries = useAsync(getContentEntries, []);

  return (
    <section className="container">
      <PageTitle text={TITLE} />
      <h1 className="page-title">{TITLE}</h1>
      {entries.status === 'loading' && <Loading>Cargando publicaciones...</Loading>}
      {entries.status === 'error' && (
        <LoadError>No se pudieron cargar las publicaciones. Intenta de nuevo más tarde.</LoadError>
      )}
      {entries.status === 'success' &&
        (entries.data.length === 0 ? (
          <Empty>Aún no hay publicaciones.</Empty>
        ) : (
          <ul className="grid-3 card-list">
            {entries.data.map((item) => (
              <li key={`${item.kind}-${item.entry.id}`}>
                <ContentCard item={item} link={Link} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
