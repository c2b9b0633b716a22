import { defineEntity } from './entity.ts';
import { bool, html, int, text } from './fields.ts';
import { ORDER_MAX } from './limits.ts';

export const categoria = defineEntity({
  name: 'categoria',
  label: 'la categoría',
  fields: {
    nombre: text('Nombre', { required: true, max: 120 }),
    descripcion: html('Descripción'),
    // SPEC §3, §9: labelled 'Portada?' on edit, true on create.
    menu: bool('Portada?', { default: true }),
    // SPEC §5: order min 1.
    orden: int('Orden', { min: 1, max: ORDER_MAX, default: 1 }),
  },
  image: { column: 'urlfoto', input: 'urlfoto', required: false, unchanged: 'omit', missing: 'placeholder' },
  // SPEC §7: the create body carries the slug the client derived.
  slug: { from: 'nombre', sentOnCreate: true },
  order: 'orden',
  update: 'put-json',
  texts: {
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
    created: 'Categoria creado exitosamente.',
    createFailed: 'Error al crear Catergoria, revise datos o conexión.',
    updated: 'Categoría actualizada correctamente.',
    updateFailed: 'Error al actualizar la categoría, revise datos o conexión.',
    deleted: 'Categoría eliminada.',
    deleteFailed: 'No se pudo eliminar la categoría.',
  },
});
