import type { JsonSchema } from '@pasteleria/shared/entities';
import { SITE_EVENT_BYTES_MAX, SITE_EVENT_HOST, SITE_EVENT_KINDS, SITE_EVENT_PATH_MAX } from '@pasteleria/shared/types';
import { adminOnly, pickErrors } from '../http/schemas.js';
import { MAX_PERIOD_DAYS } from '@pasteleria/shared/shop-days';
import { estadisticasSchema } from '@pasteleria/shared/statistics-report';

/**
 * The shop's own statistics (./routes.ts): the browser's beacons and the owner's report, whose
 * answer is declared once, in @pasteleria/shared/statistics-report.
 */
const tags = ['Estadísticas'];

const event: JsonSchema = {
  type: 'object',
  properties: {
    tipo: { type: 'string', enum: [...SITE_EVENT_KINDS] },
    ruta: {
      type: 'string',
      maxLength: SITE_EVENT_PATH_MAX,
      pattern: '^/[^?#]*$',
      description: 'La ruta de la página, sin consulta ni fragmento: `/categorias/pasteles`',
    },
    producto: {
      type: 'integer',
      minimum: 1,
      description: "El producto: obligatorio en 'producto', opcional en 'whatsapp', nunca en los demás",
    },
    origen: {
      type: 'string',
      pattern: SITE_EVENT_HOST.source,
      description: "Solo en la primera 'vista': el host del sitio de donde llegó el visitante",
    },
  },
  required: ['tipo', 'ruta'],
};

const period: JsonSchema = {
  type: 'object',
  properties: {
    desde: {
      type: 'string',
      format: 'date',
      description: 'Primer día (AAAA-MM-DD), en la zona horaria de la tienda',
      errorMessage: "La fecha 'desde' no es válida",
    },
    hasta: {
      type: 'string',
      format: 'date',
      description: `Último día, incluido; a lo sumo ${MAX_PERIOD_DAYS} días en total`,
      errorMessage: "La fecha 'hasta' no es válida",
    },
  },
  required: ['desde', 'hasta'],
  refusal: { first: true },
};

export const statisticsSchemas = {
  event: {
    tags,
    summary: 'Cuenta un evento del visitante (un beacon: text/plain o JSON)',
    description:
      `A lo sumo ${SITE_EVENT_BYTES_MAX} bytes. Responde 204 también cuando lo ignora a propósito: un robot o una ` +
      'vista previa (por su User-Agent), o una petición con el token de alguien del personal. No guarda ni ' +
      'registra la dirección ni el User-Agent: el visitante es un hash del día.',
    body: { content: { 'text/plain': { schema: event }, 'application/json': { schema: event } } },
    response: {
      204: { type: 'null', description: 'Contado, o ignorado a propósito' },
      ...pickErrors(400, 413, 415, 422),
    },
  },
  report: {
    ...adminOnly,
    tags,
    summary: 'Las estadísticas de un periodo y los totales del periodo anterior',
    querystring: period,
    response: { 200: estadisticasSchema, ...pickErrors(401, 403, 422) },
  },
  csv: {
    ...adminOnly,
    tags,
    summary: 'Las estadísticas de un periodo en CSV: los días y los productos',
    querystring: period,
    response: {
      200: {
        description: 'UTF-8 con BOM; se descarga como estadisticas-{desde}-{hasta}.csv',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...pickErrors(401, 403, 422),
    },
  },
};
