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
  // The name is unique, ignoring case.
  unique: 'name',
  order: 'order',
  update: 'post-form-override',
});
