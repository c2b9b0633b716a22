import { defineEntity } from './entity.ts';
import { html, int, text } from './fields.ts';
import { ORDER_MAX } from './limits.ts';

/** A static page of the blog section. */
export const pagina = defineEntity({
  name: 'pagina',
  label: 'la página',
  fields: {
    name: text('Nombre', { required: true, max: 150 }),
    title: text('Título', { required: true, max: 200 }),
    description: text('Descripción', { required: true, max: 500, multiline: true }),
    texttop: html('Texto superior'),
    textbottom: html('Texto inferior'),
    order: int('Orden', { min: 0, max: ORDER_MAX, default: 0 }),
  },
  image: { column: 'image', input: 'urlfoto', required: false, unchanged: 'omit', missing: 'Sin imagen' },
  slug: { from: 'name' },
  // SPEC §3: the name is unique.
  unique: 'name',
  order: 'order',
  update: 'post-form-override',
  texts: {
    title: 'Páginas',
    add: 'Agregar página',
    createTitle: 'Nueva página',
    editTitle: 'Editar página',
    loading: 'Cargando páginas...',
    empty: 'No hay páginas.',
    loadingOne: 'Cargando datos de la página...',
    // SPEC §2: the id is shown as the order column.
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
  },
});
