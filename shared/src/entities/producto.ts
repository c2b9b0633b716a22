import { defineEntity } from './entity.ts';
import { decimal, html, int, ref, text } from './fields.ts';
import { COUNT_MAX, ORDER_MAX } from './limits.ts';

export const producto = defineEntity({
  name: 'producto',
  label: 'el producto',
  fields: {
    name: text('Nombre', { required: true, max: 150 }),
    title: text('Título', { required: true, max: 200 }),
    description: html('Descripción'),
    descripcion: text('Descripción corta', { max: 500, multiline: true }),
    // SPEC §5, §9: required, step 0.01; $0 means several prices by size.
    price: decimal('Precio', { required: true, min: 0, max: 9_999_999.99, step: 0.01, default: 0 }),
    code: text('Código', { max: 50 }),
    stock: int('Stock', { min: 0, max: ORDER_MAX, default: 0 }),
    details: text('Detalles', { max: 5000, multiline: true }),
    order: int('Orden', { min: 0, max: ORDER_MAX, default: 0 }),
    categoria_id: ref('Categoría', {
      entity: 'categoria',
      emptyOption: '-- Selecciona una categoría --',
      missingMessage: 'La categoría seleccionada no existe.',
    }),
    visits: int('Visitas', { min: 0, max: COUNT_MAX, default: 0, counter: true }),
  },
  // SPEC §4: a product edit always sends urlfoto, empty unless a new file was chosen.
  image: { column: 'image', input: 'urlfoto', required: false, unchanged: 'empty', missing: 'placeholder' },
  slug: { from: 'name' },
  order: 'order',
  update: 'put-json',
  texts: {
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
      { title: 'Categoría', show: 'categoria', empty: 'Sin categoría' },
    ],
    actions: 'Acción',
    confirmDelete: '¿Estás segura de eliminar este producto?',
    created: 'Producto creado exitosamente.',
    createFailed: 'Error al crear producto, revise los datos o la conexión.',
    updated: 'Producto actualizado correctamente.',
    updateFailed: 'Error al actualizar el producto, revise los datos o la conexión.',
    deleted: 'Producto eliminado.',
    deleteFailed: 'No se pudo eliminar el producto.',
  },
});
