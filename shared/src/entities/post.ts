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
    // Sent on update only; the server keeps the count.
    visits: int('Visitas', { min: 0, max: COUNT_MAX, default: 0, counter: true, sentOn: ['update'] }),
  },
  image: { column: 'image', input: 'urlfoto', required: false, unchanged: 'omit', missing: 'Sin imagen' },
  slug: { from: 'name' },
  // The name is unique, ignoring case.
  unique: 'name',
  order: 'order',
  update: 'post-form-override',
});
