import { CatalogueRoutes } from '../catalogue/catalogue-routes';

// The host calls it before the first render of a page this module shows.
export { preloadRoute } from '../catalogue/catalogue-routes';

/** Exposed as `remote_public/catalogue`: the host mounts it at /categorias/*. */
export default function Catalogue() {
  return <CatalogueRoutes />;
}
