import { comentario, inputSchema, recordSchema, type JsonSchema } from '@pasteleria/shared/entities';
import { COMMENT_MISSING, PENDING_PAGE_LAST, PENDING_PAGE_MAX, PENDING_PAGE_SIZE } from './comments.js';
import { adminOnly, idParams, listOf, message, pickErrors } from '../http/schemas.js';

const record = recordSchema(comentario);
const properties = record.properties as Record<string, JsonSchema>;
const createdAt = { type: 'string', format: 'date-time' };

/** As the admin sees it (pending list). */
const pending: JsonSchema = {
  type: 'object',
  properties: { ...properties, created_at: createdAt },
  required: [...(record.required as string[]), 'created_at'],
};

/** As the public list shows it: the e-mail named `mail`. */
const { email, ...rest } = properties;
const approved: JsonSchema = {
  type: 'object',
  properties: { ...rest, mail: email, created_at: createdAt },
  required: ['id', 'nombre', 'mail', 'comentario', 'rating', 'created_at'],
};

const tags = ['Comentarios'];

export const commentSchemas = {
  create: {
    tags,
    summary: 'Envía un comentario: queda pendiente de aprobación',
    body: inputSchema(comentario, 'create'),
    response: {
      201: {
        type: 'object',
        properties: { message: { type: 'string' }, comentario: pending },
        required: ['message', 'comentario'],
      },
      ...pickErrors(413, 415, 422, 429),
    },
  },
  approved: {
    tags,
    summary: 'Comentarios aprobados, del más reciente al más antiguo',
    response: { 200: listOf(approved) },
  },
  pending: {
    ...adminOnly,
    tags,
    summary: 'Comentarios pendientes, del más reciente al más antiguo, por páginas',
    description:
      `Sin parámetros responde la primera página (${PENDING_PAGE_SIZE} comentarios). ` +
      '`X-Total-Count` dice cuántos hay en total y `Link` da las páginas primera, anterior, siguiente y última.',
    querystring: {
      type: 'object',
      properties: {
        pagina: {
          type: 'integer',
          minimum: 1,
          maximum: PENDING_PAGE_LAST,
          default: 1,
          description: 'Número de página, desde 1',
          errorMessage: 'El parámetro pagina debe ser un número entero mayor o igual a 1.',
        },
        limite: {
          type: 'integer',
          minimum: 1,
          maximum: PENDING_PAGE_MAX,
          default: PENDING_PAGE_SIZE,
          description: 'Comentarios por página',
          errorMessage: `El parámetro limite debe ser un número entero de 1 a ${PENDING_PAGE_MAX}.`,
        },
      },
      refusal: {},
    },
    response: {
      200: {
        ...listOf(pending),
        description: 'Una página de comentarios pendientes',
        headers: {
          'X-Total-Count': { type: 'integer', description: 'Comentarios pendientes en total' },
          Link: { type: 'string', description: 'Páginas first, prev, next y last (RFC 8288)' },
        },
      },
      ...pickErrors(401, 403, 422),
    },
  },
  approve: {
    ...adminOnly,
    tags,
    summary: 'Aprueba un comentario (sin cuerpo)',
    params: idParams(COMMENT_MISSING),
    response: { 200: pending, ...pickErrors(401, 403, 404, 413) },
  },
  remove: {
    ...adminOnly,
    tags,
    summary: 'Elimina un comentario',
    params: idParams(COMMENT_MISSING),
    response: { 200: message, ...pickErrors(401, 403, 404) },
  },
};
