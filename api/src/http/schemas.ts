import type { JsonSchema } from '@pasteleria/shared/entities';

/**
 * Pieces of the route schemas. A route's schema documents it (OpenAPI at /api/v1/openapi.json) and
 * checks its params, query and body (./validation.ts, which says how a schema refuses in Spanish);
 * the bodies the entity declarations describe are read by those declarations (`readFields`).
 */
export const message: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

const validationError: JsonSchema = {
  type: 'object',
  description: 'Datos no válidos: mensajes en español por campo',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'errors'],
};

const described = (description: string): JsonSchema => ({ ...message, description });

/** Error answers by status. */
const errors = {
  400: described('Petición mal formada'),
  401: described('Falta la credencial o no es válida'),
  403: described('La cuenta no es de administrador'),
  404: described('No encontrado'),
  413: described('El cuerpo de la petición es demasiado grande'),
  415: described('Tipo de contenido no admitido'),
  422: validationError,
  429: described('Demasiadas peticiones; intenta más tarde'),
} as const;

/**
 * What every operation may answer while the database cannot be reached (app.ts gives it to the
 * OpenAPI document for all of them): 503, `Retry-After` in seconds.
 */
export const unavailable: JsonSchema = {
  ...described('La base de datos no responde por ahora: intenta de nuevo pasados los segundos de Retry-After'),
  headers: {
    'Retry-After': { type: 'integer', minimum: 1, description: 'Segundos que conviene esperar antes de reintentar' },
  },
};

type Status = keyof typeof errors;
export const pickErrors = (...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errors[status]]));

/** An admin route: bearer credential, 401 and 403. */
export const adminOnly = { security: [{ bearerAuth: [] }] };

/** Media types an admin write accepts: JSON, multipart (the client's post and page updates) and url-encoded forms. */
export const WRITE_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** The largest id a row may have (PostgreSQL's `integer`). */
export const MAX_ID = 2_147_483_647;

/** A path's id: a positive 32-bit integer; any other names nothing: 404 with `missing`. */
export const idParams = (missing: string): JsonSchema => ({
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID, errorMessage: missing } },
  required: ['id'],
  refusal: { status: 404 },
});

/** A path's slug: only a-z, 0-9 and -, as the server makes them; any other names nothing: 404 with `missing`. */
export const slugParams = (missing: string): JsonSchema => ({
  type: 'object',
  properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,100}$', errorMessage: missing } },
  required: ['slug'],
  refusal: { status: 404 },
});

/** A body that is no object (a JSON array, text, null): 422 on `body`. */
export const NOT_AN_OBJECT: [string, string] = [
  'body',
  'Los datos deben enviarse como un objeto JSON o un formulario.',
];

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
