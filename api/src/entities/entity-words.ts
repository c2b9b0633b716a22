import type { ContentEntityName } from '@pasteleria/shared/entities';

/**
 * The API's own words for each entity: the OpenAPI tag its admin routes are listed under and the
 * message a delete answers. The admin screens keep theirs in remote-admin, so the back office can
 * reword a screen without changing an API answer, and the other way round.
 */
export const ENTITY_WORDS: Record<ContentEntityName, { tag: string; deleted: string }> = {
  categoria: { tag: 'Categorías', deleted: 'Categoría eliminada.' },
  producto: { tag: 'Productos', deleted: 'Producto eliminado.' },
  empresa: { tag: 'Sucursales', deleted: 'Sucursal eliminada.' },
  slide: { tag: 'Slides', deleted: 'Slide eliminado.' },
  post: { tag: 'Posts', deleted: 'Post eliminado.' },
  pagina: { tag: 'Páginas', deleted: 'Página eliminada.' },
};
