import { defineEntity } from './entity.ts';
import { int, text } from './fields.ts';

/**
 * A customer's comment: created pending by a visitor, approved or deleted by an admin.
 * The approved public list names the e-mail `mail`.
 */
export const comentario = defineEntity({
  name: 'comentario',
  label: 'el comentario',
  fields: {
    nombre: text('Nombre', { required: true, max: 100 }),
    email: text('Correo electrónico', { max: 254, format: 'email' }),
    comentario: text('Comentario', { required: true, max: 2000, multiline: true }),
    // A select from 0 ('Selecciona...') to 5; 0 means not chosen.
    rating: int('Calificación', { min: 0, max: 5, default: 0 }),
  },
});
