import { getPaginas, getPosts } from '@pasteleria/shared';
import { useAsync } from '../hooks/use-async';
import { PageTitle } from '../components/page-title';
import { Empty, LoadError, Loading } from '../components/status';
import { ContentCard, toContentEntries, type ContentEntry } from '../cards/content-card';
import './blog.css';

const TITLE = 'Blog y Contenidos';

async function loadEntries(): Promise<ContentEntry[]> {
  const [posts, paginas] = await Promise.all([getPosts(), getPaginas()]);
  return toContentEntries(posts, paginas);
}

/** /blog: every public post and page as a card, 3 per row from medium screens. */
export function BlogIndex() {
  const entries = useAsync(loadEntries, []);

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
          <ul className="grid-3 blog-grid">
            {entries.data.map((item) => (
              <li key={`${item.kind}-${item.entry.id}`}>
                <ContentCard item={item} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
