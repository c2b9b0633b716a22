import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { BlogIndex } from './blog-index';
import { PostDetail } from './post-detail';
import { PageDetail } from './page-detail';

/** Routes relative to where the host mounts the blog (/blog/*). */
export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogIndex />} />
      <Route path="post/:slug" element={<PostDetail />} />
      <Route path="pagina/:slug" element={<PageDetail />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
