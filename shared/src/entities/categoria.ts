import { defineEntity } from './entity.ts';
import { bool, html, int, text } from './fields.ts';
import { ORDER_MAX } from './limits.ts';

export const categoria = defineEntity({
  name: 'categoria',
  label: 'la categoría',
  fields: {
    nombre: text('Nombre', { required: true, max: 120 }),
    descripcion: html('Descripción'),
    // Labelled 'Portada?' in the form; true on create.
    menu: bool('Portada?', { default: true }),
    // A category's order starts at 1.
    orden: int('Orden', { min: 1, max: ORDER_MAX, default: 1 }),
  },
  image: { column: 'urlfoto', input: 'urlfoto', required: false, unchanged: 'omit', missing: 'placeholder' },
  // The create body carries the slug the client derived.
  slug: { from: 'nombre', sentOnCreate: true },
  order: 'orden',
  update: 'put-json',
});
