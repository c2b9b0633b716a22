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
    // Required, step 0.01; $0 means several prices by size.
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
  // A product edit always sends urlfoto, empty unless a new file was chosen.
  image: { column: 'image', input: 'urlfoto', required: false, unchanged: 'empty', missing: 'placeholder' },
  slug: { from: 'name' },
  order: 'order',
  update: 'put-json',
});
