import type { categoria, empresa, Fields, pagina, post, producto, slide } from '@pasteleria/shared/entities';

/**
 * The words of the back office's six resource screens: columns, buttons,
 * messages and titles. They belong to remote-admin alone, so changing a label is a change and a
 * deploy of this remote, with no change to the package every remote shares.
 */

type RefTarget<T> = T extends { kind: 'ref'; entity: infer E extends string } ? E : never;
/** The entities a field of `F` refers to: the API embeds each such parent row under its entity name. */
type RefEntity<F extends Fields> = { [K in keyof F]: RefTarget<F[K]> }[keyof F];

/** One column of an admin list. */
export interface ListColumn<F extends Fields = Fields> {
  title: string;
  /** A field, 'id', the image column ('image'), or the key of a parent row the API embeds (see `embedded`). */
  show: (keyof F & string) | 'id' | 'image' | RefEntity<F>;
  /** The value is a row of this resource that the API embeds (a product's `categoria`): its display name is shown. */
  embedded?: RefEntity<F>;
  /** How the value is shown: as is, as a price ($), as a link. */
  format?: 'price' | 'link';
  /** Shown when the value is empty ('Sin categoría'). */
  empty?: string;
}

export interface ResourceTexts<F extends Fields = Fields> {
  /** Menu entry and list heading. */
  title: string;
  /** 'Agregar categoría' */
  add: string;
  /** Heading of the create and edit forms. */
  createTitle: string;
  editTitle: string;
  /** Shown while the list is loading ('Cargando categorías...'). */
  loading: string;
  /** Shown when the list is empty. */
  empty: string;
  /** Shown while an edit form loads its row ('Cargando datos del post...'). */
  loadingOne: string;
  columns: readonly ListColumn<F>[];
  /** Title of the actions column: 'Acción' or 'Acciones'. */
  actions: string;
  confirmDelete: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

export const categoriaTexts: ResourceTexts<typeof categoria.fields> = {
  title: 'Categorías',
  add: 'Agregar categoría',
  createTitle: 'Nueva categoría',
  editTitle: 'Editar categoría',
  loading: 'Cargando categorías...',
  empty: 'No hay categorías.',
  loadingOne: 'Cargando datos de la categoría...',
  columns: [
    { title: 'Orden', show: 'orden' },
    { title: 'Imagen', show: 'image' },
    { title: 'Nombre', show: 'nombre' },
  ],
  actions: 'Acción',
  confirmDelete: '¿Borrar categoría?',
  // The shop's original messages, word for word, misspellings included: keep them so.
  created: 'Categoria creado exitosamente.',
  createFailed: 'Error al crear Catergoria, revise datos o conexión.',
  updated: 'Categoría actualizada correctamente.',
  updateFailed: 'Error al actualizar la categoría, revise datos o conexión.',
  deleted: 'Categoría eliminada.',
  deleteFailed: 'No se pudo eliminar la categoría.',
};

export const productoTexts: ResourceTexts<typeof producto.fields> = {
  title: 'Productos',
  add: 'Agregar producto',
  createTitle: 'Nuevo producto',
  editTitle: 'Editar producto',
  loading: 'Cargando productos...',
  empty: 'No hay productos.',
  loadingOne: 'Cargando datos del producto...',
  columns: [
    { title: 'Orden', show: 'order' },
    { title: 'Imagen', show: 'image' },
    { title: 'Nombre', show: 'name' },
    { title: 'Precio', show: 'price', format: 'price' },
    { title: 'Categoría', show: 'categoria', embedded: 'categoria', empty: 'Sin categoría' },
  ],
  actions: 'Acción',
  confirmDelete: '¿Estás segura de eliminar este producto?',
  created: 'Producto creado exitosamente.',
  createFailed: 'Error al crear producto, revise los datos o la conexión.',
  updated: 'Producto actualizado correctamente.',
  updateFailed: 'Error al actualizar el producto, revise los datos o la conexión.',
  deleted: 'Producto eliminado.',
  deleteFailed: 'No se pudo eliminar el producto.',
};

export const empresaTexts: ResourceTexts<typeof empresa.fields> = {
  title: 'Sucursales',
  add: 'Agregar empresa',
  createTitle: 'Nueva sucursal',
  editTitle: 'Editar sucursal',
  loading: 'Cargando empresas...',
  empty: 'No hay sucursales.',
  loadingOne: 'Cargando datos de la sucursal...',
  columns: [
    { title: 'Orden', show: 'orden' },
    { title: 'Imagen', show: 'image' },
    { title: 'Nombre', show: 'nombre' },
  ],
  actions: 'Acción',
  confirmDelete: '¿Borrar Empresa?',
  created: 'Sucursal creada exitosamente.',
  createFailed: 'Error al crear la sucursal, revise datos o conexión.',
  updated: 'Sucursal actualizada correctamente.',
  updateFailed: 'Error al actualizar la sucursal, revise datos o conexión.',
  deleted: 'Sucursal eliminada.',
  deleteFailed: 'No se pudo eliminar la sucursal.',
};

export const slideTexts: ResourceTexts<typeof slide.fields> = {
  title: 'Slides',
  add: 'Agregar slide',
  createTitle: 'Nuevo slide',
  editTitle: 'Editar slide',
  loading: 'Cargando Slides...',
  empty: 'No hay slides.',
  loadingOne: 'Cargando datos del slide...',
  columns: [
    { title: 'Orden', show: 'posicion' },
    { title: 'Imagen', show: 'image' },
    { title: 'Frase', show: 'frase' },
    { title: 'Link', show: 'link', format: 'link' },
  ],
  actions: 'Acciones',
  confirmDelete: '¿Borrar Slide?',
  created: 'Slide creado exitosamente.',
  createFailed: 'Error al crear slide, revise datos o conexión.',
  // The shop's original message, without a final period.
  updated: 'Slide actualizado correctamente',
  updateFailed: 'No se pudo actualizar el slide, revise datos o conexión.',
  deleted: 'Slide eliminado.',
  deleteFailed: 'No se pudo eliminar el slide.',
};

export const postTexts: ResourceTexts<typeof post.fields> = {
  title: 'Posts',
  add: 'Agregar post',
  createTitle: 'Nuevo post',
  editTitle: 'Editar post',
  loading: 'Cargando posts...',
  empty: 'No hay posts.',
  loadingOne: 'Cargando datos del post...',
  columns: [
    { title: 'Orden', show: 'order' },
    { title: 'Imagen', show: 'image' },
    { title: 'Título', show: 'title' },
  ],
  actions: 'Acciones',
  confirmDelete: '¿Deseas eliminar este post?',
  created: 'Post creado exitosamente.',
  createFailed: 'Error al crear el post, revise datos o conexión.',
  updated: 'Post actualizado correctamente.',
  updateFailed: 'Error al actualizar el post, revise datos o conexión.',
  deleted: 'Post eliminado.',
  deleteFailed: 'No se pudo eliminar el post.',
};

export const paginaTexts: ResourceTexts<typeof pagina.fields> = {
  title: 'Páginas',
  add: 'Agregar página',
  createTitle: 'Nueva página',
  editTitle: 'Editar página',
  loading: 'Cargando páginas...',
  empty: 'No hay páginas.',
  loadingOne: 'Cargando datos de la página...',
  // The pages list shows the id as its order column.
  columns: [
    { title: 'Orden', show: 'id' },
    { title: 'Nombre', show: 'name' },
    { title: 'Imagen', show: 'image' },
    { title: 'Título', show: 'title' },
  ],
  actions: 'Acciones',
  confirmDelete: '¿Deseas eliminar esta página?',
  created: 'Página creada exitosamente.',
  createFailed: 'Error al crear la página, revise datos o conexión.',
  updated: 'Página actualizada correctamente.',
  updateFailed: 'Error al actualizar la página, revise datos o conexión.',
  deleted: 'Página eliminada.',
  deleteFailed: 'No se pudo eliminar la página.',
};
