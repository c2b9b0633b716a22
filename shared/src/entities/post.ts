import { defineEntity } from './entity.ts';
import { html, int, text } from './fields.ts';
import { COUNT_MAX, ORDER_MAX } from './limits.ts';

export const post = defineEntity({
  name: 'post',
  label: 'el post',
  fields: {
    name: text('Nombre', { required: true, max: 150 }),
    title: text('Título', { required: true, max: 200 }),
    description: text('Descripción', { required: true, max: 500, multiline: true }),
    descripcion: html('Contenido'),
    order: int('Orden', { min: 0, max: ORDER_MAX, default: 0 }),
    // SPEC §7: sent on update only; the server keeps the count.
    visits: int('Visitas', { min: 0, max: COUNT_MAX, default: 0, counter: true, sentOn: ['update'] }),
  },
  image: { column: 'image', input: 'urlfoto', required: false, unchanged: 'omit', missing: 'Sin imagen' },
  slug: { from: 'name' },
  // SPEC §3: the name is unique.
  unique: 'name',
  order: 'order',
  update: 'post-form-override',
  texts: {
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
  },
});
