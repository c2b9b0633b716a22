import { Link } from 'react-router-dom';
import { ContentCard, Empty, getContentEntries, LoadError, Loading, useAsync } from '@pasteleria/shared';

/** Home: 'Blog y Contenidos', a card per post and page, each with 'Leer más'. */
export function ContentSection() {
  const items = useAsync(getContentEntries, []);

  return (
    <section className="pub-home-section" aria-labelledby="pub-content-title">
      <h2 id="pub-content-title" className="section-title">
        Blog y Contenidos
      </h2>
      {items.status === 'loading' && <Loading>Cargando contenidos...</Loading>}
      {items.status === 'error' && (
        <LoadError>No se pudieron cargar los contenidos. Intenta de nuevo más tarde.</LoadError>
      )}
      {items.status === 'success' &&
        (items.data.length === 0 ? (
          <Empty>Aún no hay publicaciones.</Empty>
        ) : (
          <ul className="grid card-list">
            {items.data.map((item) => (
              <li key={`${item.kind}-${item.entry.id}`}>
                <ContentCard item={item} link={Link} headingLevel={3} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
