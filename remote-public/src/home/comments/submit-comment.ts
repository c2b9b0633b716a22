import { postComment, type ValidationErrorBody } from '@pasteleria/shared';
import { countComment } from './count-comment';
import { COMMENT_LABELS, type CommentErrors, type CommentField, type CommentValues } from './comment-rules';

export const COMMENT_SENT = 'Gracias por tu comentario. Está pendiente de aprobación.';
const COMMENT_FAILED = 'Error al enviar el comentario. Intenta de nuevo.';
const COMMENT_TOO_MANY = 'Has enviado demasiados comentarios en poco tiempo. Espera unos minutos e intenta de nuevo.';
/** What a 503 says when its answer carries no message of its own (a proxy's page). */
const COMMENT_UNAVAILABLE = 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.';

export type SubmitResult = { ok: true } | { ok: false; message: string; fields: CommentErrors };

function response(error: unknown): { status?: number; data?: unknown } {
  return (error as { response?: { status?: number; data?: unknown } } | null)?.response ?? {};
}

/** The Spanish `message` of the API's error body (`{ message }`), when it has one. */
function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

/** The first message of each field the API rejected (422 `{ message, errors: { field: [...] } }`). */
function fieldErrors(data: unknown): CommentErrors {
  const errors = (data as Partial<ValidationErrorBody> | null)?.errors ?? {};
  const fields: CommentErrors = {};
  for (const field of Object.keys(COMMENT_LABELS) as CommentField[]) {
    const first = errors[field]?.[0];
    if (first) fields[field] = first;
  }
  return fields;
}

/** POST /public/comentarios, counted once accepted; a failure is logged and turned into a Spanish message. */
export async function submitComment(values: CommentValues): Promise<SubmitResult> {
  try {
    await postComment({ ...values, nombre: values.nombre.trim(), email: values.email.trim() });
    countComment();
    return { ok: true };
  } catch (error) {
    console.error('Error al enviar el comentario:', error);
    const { status, data } = response(error);
    // Every failure says COMMENT_FAILED; a 429 and a 422 also say why, and a 503 (the service
    // unavailable for now: its database down) says the server's own words.
    if (status === 429) return { ok: false, message: `${COMMENT_FAILED} ${COMMENT_TOO_MANY}`, fields: {} };
    if (status === 503)
      return { ok: false, message: `${COMMENT_FAILED} ${serverMessage(data) ?? COMMENT_UNAVAILABLE}`, fields: {} };
    if (status === 422) {
      const fields = fieldErrors(data);
      const named = (Object.keys(fields) as CommentField[]).map((field) => COMMENT_LABELS[field]);
      const detail = named.length
        ? `Revisa ${named.length === 1 ? 'el campo' : 'los campos'}: ${named.join(', ')}.`
        : 'Revisa los datos del comentario.';
      return { ok: false, message: `${COMMENT_FAILED} ${detail}`, fields };
    }
    return { ok: false, message: COMMENT_FAILED, fields: {} };
  }
}
