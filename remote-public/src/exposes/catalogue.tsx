import { CatalogueRoutes } from '../catalogue/catalogue-routes';

/** Exposed as `remote_public/catalogue`: the host mounts it at /categorias/*. */
export default function Catalogue() {
  return <CatalogueRoutes />;
}
