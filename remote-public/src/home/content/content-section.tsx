import { Link } from 'react-router-dom';
import { AsyncView, ContentCard, getContentEntries, useReloadableAsync } from '@pasteleria/shared';

/** Home: 'Blog y Contenidos', a card per post and page, each with 'Leer más'. */
export function ContentSection() {
  const [items, reload] = useReloadableAsync(getContentEntries, []);

  return (
    <section className="pub-home-section" aria-labelledby="pub-content-title">
      <h2 id="pub-content-title" className="section-title">
        Blog y Contenidos
      </h2>
      <AsyncView
        state={items}
        loading="Cargando contenidos..."
        error="No se pudieron cargar los contenidos. Intenta de nuevo más tarde."
        onRetry={reload}
        empty="Aún no hay publicaciones."
      >
        {(data) => (
          <ul className="grid card-list">
            {data.map((item) => (
              <li key={`${item.kind}-${item.entry.id}`}>
                <ContentCard item={item} link={Link} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
