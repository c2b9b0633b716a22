import type { JsonSchema } from '@pasteleria/shared/entities';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE_MAX } from '@pasteleria/shared/security';
import { adminOnly, pickErrors } from '../http/schemas.js';

const tags = ['Actividad'];

const day = (which: string, errorMessage: string): JsonSchema => ({
  type: 'string',
  format: 'date',
  description: `${which} (AAAA-MM-DD), en la zona horaria de la tienda`,
  errorMessage,
});

const filters = {
  desde: day('Desde este día', "La fecha 'desde' no es válida: escríbela como AAAA-MM-DD."),
  hasta: day('Hasta este día, incluido', "La fecha 'hasta' no es válida: escríbela como AAAA-MM-DD."),
  usuario: {
    type: 'string',
    maxLength: 200,
    description:
      "El id de un usuario, o parte de un nombre (de un usuario, de una clave, 'Automático', un e-mail intentado)",
    errorMessage: 'El usuario puede tener hasta 200 caracteres.',
  },
  accion: {
    type: 'string',
    enum: ACTIVITY_ACTIONS,
    errorMessage: `La acción debe ser una de: ${ACTIVITY_ACTIONS.join(', ')}.`,
  },
};

const page: JsonSchema = {
  type: 'object',
  properties: {
    ...filters,
    pagina: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      default: 1,
      errorMessage: 'La página debe ser un número entero desde 1.',
    },
    limite: {
      type: 'integer',
      minimum: 1,
      maximum: ACTIVITY_PAGE_SIZE_MAX,
      default: ACTIVITY_PAGE_SIZE,
      errorMessage: `El límite debe ser un número entero de 1 a ${ACTIVITY_PAGE_SIZE_MAX}.`,
    },
  },
  refusal: { first: true },
};

const entry: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['user', 'deploy-key', 'automatic', 'anonymous'] },
        id: { type: ['integer', 'null'] },
        name: { type: 'string' },
      },
      required: ['type', 'id', 'name'],
    },
    action: { type: 'string', enum: ACTIVITY_ACTIONS },
    target: {
      type: ['object', 'null'],
      properties: { type: { type: 'string' }, id: { type: 'string' }, name: { type: 'string' } },
      required: ['type', 'id', 'name'],
    },
    address: { type: 'string' },
    description: { type: 'string' },
  },
  required: ['id', 'at', 'actor', 'action', 'target', 'address', 'description'],
};

export const activitySchemas = {
  page: {
    ...adminOnly,
    tags,
    summary: 'El registro de actividad: quién hizo qué, sobre qué registro y desde dónde, lo más reciente primero',
    querystring: page,
    response: {
      200: {
        type: 'object',
        properties: {
          entries: { type: 'array', items: entry },
          total: { type: 'integer' },
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
        },
        required: ['entries', 'total', 'page', 'pageSize'],
      },
      ...pickErrors(401, 403, 422),
    },
  },
  csv: {
    ...adminOnly,
    tags,
    summary: 'El registro de actividad en CSV, con los mismos filtros (todas las entradas que cumplen)',
    querystring: { type: 'object', properties: filters, refusal: { first: true } },
    response: {
      200: {
        description: 'UTF-8 con BOM; se descarga como actividad-{fecha}.csv',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...pickErrors(401, 403, 422),
    },
  },
};
