import { Link } from 'react-router-dom';
import { excerpt, getPaginas, getPosts, imageUrl, type Pagina, type Post } from '@pasteleria/shared';
import { useAsync } from '../hooks/use-async';
import { Empty, LoadError, Loading } from '../components/status';

interface ContentItem {
  key: string;
  title: string;
  excerpt: string;
  image: string | null;
  href: string;
}

function toItem(kind: 'post' | 'pagina', entry: Post | Pagina): ContentItem {
  return {
    key: `${kind}-${entry.id}`,
    title: entry.title || 'Sin título',
    excerpt: excerpt(entry.description),
    image: imageUrl(kind, entry.image),
    href: `/blog/${kind}/${entry.slug}`,
  };
}

async function loadContent(): Promise<ContentItem[]> {
  const [posts, paginas] = await Promise.all([getPosts(), getPaginas()]);
  return [...posts.map((p) => toItem('post', p)), ...paginas.map((p) => toItem('pagina', p))];
}

/** Home: 'Blog y Contenidos', a card per post and page, each with 'Leer más'. */
export function ContentSection() {
  const items = useAsync(loadContent, []);

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
          <ul className="grid pub-grid">
            {items.data.map((item) => (
              <li key={item.key}>
                <article className="card">
                  {item.image && <img className="card-img" src={item.image} alt="" loading="lazy" />}
                  <div className="card-body">
                    <h3 className="card-title">{item.title}</h3>
                    <p className="card-text">{item.excerpt}</p>
                    <Link className="btn btn-primary pub-card-action" to={item.href} aria-label={`Leer más: ${item.title}`}>
                      Leer más
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
