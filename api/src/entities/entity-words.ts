import type { ContentEntityName } from '@pasteleria/shared/entities';

/**
 * The API's own words for each entity: the OpenAPI tag its admin routes are listed under, the
 * message a delete answers, and the field a record is named by in the activity log. The admin
 * screens keep theirs in remote-admin, so the back office can reword a screen without changing an
 * API answer, and the other way round.
 */
export const ENTITY_WORDS: Record<ContentEntityName, { tag: string; deleted: string; named: string }> = {
  categoria: { tag: 'Categorías', deleted: 'Categoría eliminada.', named: 'nombre' },
  producto: { tag: 'Productos', deleted: 'Producto eliminado.', named: 'name' },
  empresa: { tag: 'Sucursales', deleted: 'Sucursal eliminada.', named: 'nombre' },
  slide: { tag: 'Slides', deleted: 'Slide eliminado.', named: 'frase' },
  post: { tag: 'Posts', deleted: 'Post eliminado.', named: 'title' },
  pagina: { tag: 'Páginas', deleted: 'Página eliminada.', named: 'name' },
};
