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
  // The image is required on create, optional on edit.
  image: { column: 'imagen', input: 'urlfoto', required: 'create', unchanged: 'omit', missing: 'Sin imagen' },
  order: 'posicion',
  update: 'post-json-override',
});
