/**
 * The comment form's client-side checks (SPEC §5), in one place so they can later be read from the
 * shared `comentario` entity declaration: nombre and comentario required, email optional but an
 * e-mail, rating 0 ('Selecciona...') to 5. Bounds are the API's.
 */
export interface CommentValues {
  nombre: string;
  email: string;
  comentario: string;
  rating: number;
}
export type CommentField = keyof CommentValues;
export type CommentErrors = Partial<Record<CommentField, string>>;

/** Spanish field names, for messages that say which field is wrong. */
export const COMMENT_LABELS: Record<CommentField, string> = {
  nombre: 'Nombre',
  email: 'Correo electrónico',
  comentario: 'Comentario',
  rating: 'Calificación',
};

export const MAX_RATING = 5;
const MAX_LENGTH = { nombre: 100, email: 254, comentario: 2000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spanish message per wrong field; an empty object when the comment can be sent. */
export function checkComment(values: CommentValues): CommentErrors {
  const errors: CommentErrors = {};
  const nombre = values.nombre.trim();
  const email = values.email.trim();
  const comentario = values.comentario.trim();

  if (!nombre) errors.nombre = 'Escribe tu nombre.';
  else if (nombre.length > MAX_LENGTH.nombre) errors.nombre = `El nombre admite hasta ${MAX_LENGTH.nombre} caracteres.`;

  if (email && !EMAIL.test(email)) errors.email = 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.';
  else if (email.length > MAX_LENGTH.email) errors.email = `El correo admite hasta ${MAX_LENGTH.email} caracteres.`;

  if (!comentario) errors.comentario = 'Escribe tu comentario.';
  else if (comentario.length > MAX_LENGTH.comentario) {
    errors.comentario = `El comentario admite hasta ${MAX_LENGTH.comentario} caracteres.`;
  }

  if (!Number.isInteger(values.rating) || values.rating < 0 || values.rating > MAX_RATING) {
    errors.rating = `Elige una calificación de 0 a ${MAX_RATING}.`;
  }
  return errors;
}
