import { BlogRoutes } from '../blog/blog-routes';

// The host calls it before the first render of a page this module shows.
export { preloadRoute } from '../blog/blog-routes';

/** Exposed as `remote_blog/blog`: the host mounts it at /blog/*. */
export default function Blog() {
  return <BlogRoutes />;
}
