import type { JsonSchema } from '@pasteleria/shared/entities';
import {
  RELEASE_ERROR_KINDS,
  RELEASE_ERROR_MESSAGE_MAX,
  RELEASE_REPORT_BYTES_MAX,
  RELEASE_REPORT_ERRORS_MAX,
  RELEASE_REPORT_PATH_MAX,
  RELEASE_VITALS_DAYS,
  RELEASE_VITALS_DAYS_MAX,
  REMOTE_NAMES,
  ROLLOUT_MIN_VISITS_MAX,
  ROLLOUT_STAGE_SECONDS_MAX,
  ROLLOUT_STAGES_MAX,
} from '@pasteleria/shared/federation';
import { adminOnly, listOf, MAX_ID, message, NOT_AN_OBJECT, pickErrors } from '../../http/schemas.js';
import { dateTime, keyOrAdmin, releaseId, RELEASES, remote, remoteParams, versionRef } from '../schemas.js';

/** The rollouts of a remote (./routes.ts), what browsers report of each release, and the live releases' vitals. */
const integer: JsonSchema = { type: 'integer', minimum: 0 };
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

const stage: JsonSchema = {
  type: 'object',
  properties: {
    share: { type: 'integer', minimum: 1, maximum: 100, description: 'Porcentaje de visitantes en la versión nueva' },
    seconds: {
      type: 'integer',
      minimum: 1,
      maximum: ROLLOUT_STAGE_SECONDS_MAX,
      description: 'Cuánto dura la etapa al menos (no en la última)',
    },
  },
  required: ['share'],
  additionalProperties: false,
};

const health: JsonSchema = {
  type: 'object',
  description: 'Lo que los navegadores de los visitantes encontraron con la versión durante el despliegue',
  properties: {
    visits: { ...integer, description: 'Visitas: una por visitante y día' },
    errorVisits: { ...integer, description: 'Visitas con algún error de la versión' },
    errorRate: { type: 'number', minimum: 0, maximum: 1 },
    loadErrorVisits: { ...integer, description: 'Visitas en las que sus archivos no cargaron' },
    lcpP75: { ...nullable({ type: 'number' }), description: 'Percentil 75 del LCP, en ms' },
    inpP75: { ...nullable({ type: 'number' }), description: 'Percentil 75 del INP, en ms' },
    topErrors: listOf({
      type: 'object',
      properties: { message: { type: 'string' }, count: integer },
      required: ['message', 'count'],
    }),
  },
  required: ['visits', 'errorVisits', 'errorRate', 'loadErrorVisits', 'lcpP75', 'inpP75', 'topErrors'],
};

const rollout: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    remote,
    release: { ...versionRef, description: 'La versión que se despliega' },
    from: { ...nullable(versionRef), description: 'La versión estable: la publicada cuando empezó' },
    stages: listOf(stage),
    minVisits: integer,
    stage: { ...integer, description: 'El índice de la etapa actual' },
    share: { ...integer, description: 'Porcentaje de visitantes en la versión nueva ahora (0 si se detuvo)' },
    stageStartedAt: dateTime,
    status: { type: 'string', enum: ['running', 'completed', 'aborted'] },
    reason: { ...nullable({ type: 'string' }), description: 'Por qué terminó, o su último paso' },
    startedBy: { type: 'string' },
    startedAt: dateTime,
    endedAt: nullable(dateTime),
    canary: health,
    stable: health,
  },
  required: [
    'id',
    'remote',
    'release',
    'from',
    'stages',
    'minVisits',
    'stage',
    'share',
    'stageStartedAt',
    'status',
    'reason',
    'startedBy',
    'startedAt',
    'endedAt',
    'canary',
    'stable',
  ],
};

const conflict = { ...message, description: 'Ya hay uno en curso, o la versión ya está publicada' };

export const rolloutSchemas = {
  start: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'Inicia el despliegue gradual de una versión: a una parte de los visitantes por etapa',
    description:
      `${keyOrAdmin} Uno por remoto a la vez. Cada minuto se analiza lo que encuentran los navegadores: ` +
      'se revierte solo si la versión nueva es claramente peor que la estable, y avanza cuando la etapa cumplió ' +
      'su tiempo y sus visitas. La última etapa (100 %) la publica para todos.',
    params: remoteParams(),
    body: {
      type: 'object',
      properties: {
        id: releaseId,
        stages: {
          type: 'array',
          items: stage,
          maxItems: ROLLOUT_STAGES_MAX,
          description: 'Por omisión: 10 % durante 600 s, 50 % durante 1200 s, 100 %',
          errorMessage: `Las etapas son una lista de { share: 1 a 100, seconds: 1 a ${ROLLOUT_STAGE_SECONDS_MAX} }; la última, al 100 %.`,
        },
        minVisits: {
          type: 'integer',
          minimum: 0,
          maximum: ROLLOUT_MIN_VISITS_MAX,
          description: 'Visitas de la versión nueva que una etapa necesita para avanzar sola (30 por omisión)',
          errorMessage: `minVisits debe ser un número entero de 0 a ${ROLLOUT_MIN_VISITS_MAX}.`,
        },
      },
      required: ['id'],
      refusal: { first: true, notObject: NOT_AN_OBJECT },
    },
    response: { 201: rollout, ...pickErrors(401, 403, 404, 422), 409: conflict },
  },
  current: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'El despliegue gradual en curso del remoto, o el último con su resultado',
    description: keyOrAdmin,
    params: remoteParams(),
    response: { 200: rollout, ...pickErrors(401, 403, 404) },
  },
  latest: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'El despliegue gradual en curso del remoto, o el último con su resultado; null si nunca tuvo uno',
    description: `${keyOrAdmin} Lo mismo que …/rollouts/current, pero un remoto sin despliegues responde 200 con null en vez de 404.`,
    params: remoteParams(),
    response: { 200: nullable(rollout), ...pickErrors(401, 403, 404) },
  },
  step: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'Avanza, detiene (todos vuelven a la versión estable) o completa el despliegue en curso',
    description: keyOrAdmin,
    params: remoteParams({
      step: { type: 'string', enum: ['advance', 'abort', 'complete'], errorMessage: 'Recurso no encontrado.' },
    }),
    response: { 200: rollout, ...pickErrors(401, 403, 404), 409: { ...message, description: 'No hay uno en curso' } },
  },
};

const report: JsonSchema = {
  type: 'object',
  properties: {
    path: {
      type: 'string',
      maxLength: RELEASE_REPORT_PATH_MAX,
      pattern: '^/[^?#]*$',
      description: 'La ruta de la página, sin consulta ni fragmento',
      errorMessage: 'La ruta de la página no es válida.',
    },
    remotes: {
      type: 'array',
      minItems: 1,
      maxItems: REMOTE_NAMES.length,
      items: {
        type: 'object',
        properties: {
          remote,
          release: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_ID,
            description: 'El id de la versión que la página cargó',
          },
          errors: {
            type: 'array',
            maxItems: RELEASE_REPORT_ERRORS_MAX,
            items: {
              type: 'object',
              properties: {
                kind: { type: 'string', enum: [...RELEASE_ERROR_KINDS] },
                message: { type: 'string', maxLength: RELEASE_ERROR_MESSAGE_MAX },
              },
              required: ['kind', 'message'],
              additionalProperties: false,
            },
          },
          lcp: { type: 'number', minimum: 0, maximum: 600_000, description: 'ms' },
          inp: { type: 'number', minimum: 0, maximum: 600_000, description: 'ms' },
          cls: { type: 'number', minimum: 0, maximum: 100 },
        },
        required: ['remote', 'release'],
        additionalProperties: false,
      },
      errorMessage: `Indica de 1 a ${REMOTE_NAMES.length} remotos, cada uno con su versión (release), a lo sumo ${RELEASE_REPORT_ERRORS_MAX} errores con su tipo (${RELEASE_ERROR_KINDS.join(', ')}) y mensaje de hasta ${RELEASE_ERROR_MESSAGE_MAX} caracteres, y LCP, INP y CLS en números.`,
    },
  },
  required: ['path', 'remotes'],
  refusal: { first: true, notObject: NOT_AN_OBJECT },
};

export const releaseReportSchema = {
  tags: RELEASES,
  summary: 'Lo que el navegador de un visitante encontró con la versión de cada remoto (un beacon)',
  description:
    `A lo sumo ${RELEASE_REPORT_BYTES_MAX} bytes. Cada remoto nombrado cuenta una visita de su versión, con sus ` +
    'errores y sus Core Web Vitals; un visitante cuenta una vez por día y error. Se rechaza entero (422) si nombra ' +
    'una versión que el sitio no dio a este visitante. No guarda la dirección ni el User-Agent.',
  // One schema whatever the body's type (a beacon sends text/plain; a form's fields are refused by it).
  body: report,
  response: {
    204: { type: 'null', description: 'Contado, o ignorado a propósito (un robot)' },
    ...pickErrors(400, 413, 415, 422),
  },
};

const remoteVitals: JsonSchema = {
  type: 'object',
  properties: {
    remote,
    release: { ...nullable(versionRef), description: 'Su versión publicada (null si no tiene)' },
    views: { ...integer, description: 'Visitas reportadas: una por navegador y día' },
    lcpP75: { ...nullable({ type: 'number' }), description: 'Percentil 75 del LCP, en ms' },
    inpP75: { ...nullable({ type: 'number' }), description: 'Percentil 75 del INP, en ms' },
  },
  required: ['remote', 'release', 'views', 'lcpP75', 'inpP75'],
};

export const releaseVitalsSchema = {
  ...adminOnly,
  tags: RELEASES,
  summary: 'El LCP y el INP (percentil 75) de la versión publicada de cada remoto en los últimos días',
  description:
    'Solo con el token de un administrador (una clave de despliegue recibe 403). Lo que midieron los navegadores ' +
    'de los visitantes en los remotos públicos, y los del equipo (con sesión iniciada) en la administración; ' +
    'solo cuenta la versión publicada ahora.',
  querystring: {
    type: 'object',
    properties: {
      days: {
        type: 'integer',
        minimum: 1,
        maximum: RELEASE_VITALS_DAYS_MAX,
        default: RELEASE_VITALS_DAYS,
        description: `Los últimos días medidos (${RELEASE_VITALS_DAYS} por omisión)`,
        errorMessage: `days debe ser un número entero de 1 a ${RELEASE_VITALS_DAYS_MAX}.`,
      },
    },
    refusal: { first: true },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        days: { type: 'integer', minimum: 1 },
        since: { ...dateTime, description: 'Desde cuándo: `days` días antes de la respuesta' },
        remotes: listOf(remoteVitals),
      },
      required: ['days', 'since', 'remotes'],
    },
    ...pickErrors(401, 403, 422),
  },
};
