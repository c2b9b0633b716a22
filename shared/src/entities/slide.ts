import { defineEntity } from './entity.ts';
import { int, text } from './fields.ts';
import { ORDER_MAX } from './limits.ts';

/** A home-page carousel slide. */
export const slide = defineEntity({
  name: 'slide',
  label: 'el slide',
  fields: {
    frase: text('Frase', { required: true, max: 255 }),
    // A full URL, or a path of this site ('/categorias/pasteles').
    link: text('Link', { max: 2048, format: 'link', nullable: true }),
    posicion: int('Posición', { min: 0, max: ORDER_MAX, default: 0 }),
  },
  // SPEC §5: the image is required on create, optional on edit.
  image: { column: 'imagen', input: 'urlfoto', required: 'create', unchanged: 'omit', missing: 'Sin imagen' },
  order: 'posicion',
  update: 'post-json-override',
  texts: {
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
    updated: 'Slide actualizado correctamente',
    updateFailed: 'No se pudo actualizar el slide, revise datos o conexión.',
    deleted: 'Slide eliminado.',
    deleteFailed: 'No se pudo eliminar el slide.',
  },
});
