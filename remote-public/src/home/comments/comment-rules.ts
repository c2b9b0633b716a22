import { checkFields, comentario } from '@pasteleria/shared/entities';

/**
 * The comment form's client-side checks: the rules of the shared `comentario` declaration (nombre and comentario required, email optional but an e-mail, rating 0 ('Selecciona...') to 5),
 * the very rules and Spanish messages the API answers with.
 */
export interface CommentValues {
  nombre: string;
  email: string;
  comentario: string;
  rating: number;
}
export type CommentField = keyof CommentValues;
export type CommentErrors = Partial<Record<CommentField, string>>;

const FIELDS = comentario.fields;

/** Spanish field names, for messages that say which field is wrong. */
export const COMMENT_LABELS: Record<CommentField, string> = {
  nombre: FIELDS.nombre.label,
  email: FIELDS.email.label,
  comentario: FIELDS.comentario.label,
  rating: FIELDS.rating.label,
};

export const MAX_RATING = FIELDS.rating.max;

/** The first Spanish message per wrong field; an empty object when the comment can be sent. */
export function checkComment(values: CommentValues): CommentErrors {
  const errors = checkFields(comentario, { ...values }, 'create');
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}
