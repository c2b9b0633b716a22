import type { JsonSchema } from '@pasteleria/shared/entities';

/**
 * Pieces of the route schemas. Route schemas document (OpenAPI at /api/v1/openapi.json); bodies
 * are validated by the entity declarations' rules (`readFields`), which also read multipart and
 * url-encoded strings and answer Spanish messages per field. See plugins/openapi.ts.
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

export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

export const slugParams: JsonSchema = {
  type: 'object',
  properties: { slug: { type: 'string' } },
  required: ['slug'],
};

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
