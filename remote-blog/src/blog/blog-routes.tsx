import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@pasteleria/shared';
import { NotFound } from '../components/not-found';
import { BlogIndex } from './blog-index';

// The detail screens render HTML (and DOMPurify): their own chunk, not downloaded by /blog.
const PostDetail = lazy(() => import('./post-detail').then((m) => ({ default: m.PostDetail })));
const PageDetail = lazy(() => import('./page-detail').then((m) => ({ default: m.PageDetail })));

/** Routes relative to where the host mounts the blog (/blog/*). */
export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogIndex />} />
      <Route path="post/:slug" element={<Detail screen={<PostDetail />} />} />
      <Route path="pagina/:slug" element={<Detail screen={<PageDetail />} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** A detail screen while its chunk loads: 'Cargando...' in the space the article will take. */
function Detail({ screen }: { screen: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section className="container-narrow blog-status">
          <Loading />
        </section>
      }
    >
      {screen}
    </Suspense>
  );
}
