import { addError, type FieldErrors } from '@pasteleria/shared/entities';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.js';

/** An error that becomes an HTTP answer `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Field errors (Spanish messages per field, answered as 422 `{ message, errors }`) as the declarations collect them. */
export { addError, type FieldErrors };

export class ValidationError extends Error {
  constructor(
    readonly errors: FieldErrors,
    /** What the answer's `message` says: by default that some field is wrong, else the one reason. */
    message = 'Los datos proporcionados no son válidos.',
  ) {
    super(message);
  }
}

/** A 422 for one reason about one field: the reason is the answer's `message` and the field's error. */
export const refusal = (field: string, message: string) => new ValidationError({ [field]: [message] }, message);

export const notFound = (message = 'Recurso no encontrado.') => new HttpError(404, message);

/** Throws a ValidationError when any field has a message. */
export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** 413 of a body over the route's limit. */
export const TOO_LARGE = 'El cuerpo de la petición es demasiado grande.';
/** 413 of any body beyond a token `{}` sent to a route that reads none (logout, approving a comment, DELETE). */
export const NO_BODY_HERE = 'Esta ruta no admite un cuerpo en la petición.';

/**
 * Spanish messages for fastify's own client errors, by code. An empty JSON body is never handed to
 * fastify's JSON parser (it means "no body"), so FST_ERR_CTP_EMPTY_JSON_BODY does not occur.
 */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido.',
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del cuerpo no coincide con la declarada.',
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_PARTS_LIMIT: TOO_LARGE,
  FST_FILES_LIMIT: TOO_LARGE,
  FST_FIELDS_LIMIT: TOO_LARGE,
  FST_PROTO_VIOLATION: 'El formulario contiene un nombre de campo no permitido.',
  FST_INVALID_JSON_FIELD_ERROR: 'El formulario contiene un campo JSON no válido.',
  FST_MP_PREMATURE_CLOSE: 'El formulario llegó incompleto.',
  FST_ERR_BAD_URL: 'La dirección de la petición no es válida.',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección de la petición es demasiado larga.',
};

/** PostgreSQL errors that bad input could still reach: answered as client errors, never 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'El registro entra en conflicto con otro existente. Intenta de nuevo.'],
  '23503': [422, 'El registro hace referencia a otro que no existe.'],
  '22001': [422, 'Un valor es demasiado largo.'],
  '22003': [422, 'Un valor numérico está fuera de rango.'],
  '22P02': [422, 'Un valor no tiene el formato esperado.'],
  '22021': [422, 'El texto contiene caracteres no válidos.'],
  '22P05': [422, 'El texto contiene caracteres no válidos.'],
};

/** 503 of any request while the database cannot be reached, and how many seconds to wait (`Retry-After`). */
export const UNAVAILABLE = 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.';
export const RETRY_AFTER_SECONDS = 10;

function send(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * fastify's `frameworkErrors`: what it refuses before any route or hook runs (a path whose
 * percent-encoding does not decode, `/api/v1/%E0%A4%A`) answers like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    void send(reply, 500, { message: 'Error interno del servidor.' });
  } else void send(reply, status, { message: FASTIFY_MESSAGES[error.code] ?? 'Petición no válida.' });
}

/**
 * One place that turns every thrown error into a Spanish JSON answer; only real faults are 500. A
 * database that cannot be reached is no fault of the request: 503 with `Retry-After`, logged by
 * `availability` once per outage rather than once per request.
 */
export function installErrorHandler(app: FastifyInstance, availability: DatabaseAvailability): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ValidationError) {
      return send(reply, 422, { message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, { message: error.message });
    }
    // The request's own stream failing (a client gone) carries a status; the database's errors do not.
    if (error.statusCode === undefined && availability.noteFailure(error)) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, { message: UNAVAILABLE });
    }
    const code = typeof error.code === 'string' ? error.code : '';
    const pg = PG_CLIENT_ERRORS[code];
    if (pg) {
      request.log.warn({ err: error }, 'database rejected a write');
      return send(reply, pg[0], { message: pg[1] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A bodiless route's tiny body limit (body-parsers.ts) answers what that limit means.
      const bodiless = code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config.noBody === true;
      const message = bodiless
        ? NO_BODY_HERE
        : (FASTIFY_MESSAGES[code] ?? (status === 404 ? 'Recurso no encontrado.' : 'Petición no válida.'));
      return send(reply, status, { message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { message: 'Error interno del servidor.' });
  });
}
