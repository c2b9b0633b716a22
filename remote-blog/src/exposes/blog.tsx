import { BlogRoutes } from '../blog/blog-routes';

/** Exposed as `remote_blog/blog`: the host mounts it at /blog/*. */
export default function Blog() {
  return <BlogRoutes />;
}
