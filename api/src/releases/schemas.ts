import type { JsonSchema } from '@pasteleria/shared/entities';
import {
  DEPLOY_KEY_DAYS_DEFAULT,
  DEPLOY_KEY_DAYS_MAX,
  RELEASE_MANIFEST_URL_MAX,
  RELEASE_NOTES_MAX,
  REMOTE_NAMES,
} from '@pasteleria/shared/federation';
import { adminOnly, idParams, listOf, MAX_ID, message, NOT_AN_OBJECT, pickErrors } from '../http/schemas.js';
import { VERSION } from './version.js';

/** The releases of each remote and the deploy keys that publish them (./release-routes.ts, ./deploy-key-routes.ts). */
export const RELEASES = ['Versiones'];
const KEYS = ['Claves de despliegue'];

export const DEPLOY_KEY_MISSING = 'No existe esa clave de despliegue.';
const DEPLOY_KEY_NAME_MAX = 100;

export const remote: JsonSchema = { type: 'string', enum: REMOTE_NAMES, description: 'El remoto' };
const version: JsonSchema = {
  type: 'string',
  pattern: VERSION.source,
  description: 'Ausente: `{buildVersion}-{8 primeros hex del sha256 del manifiesto}`',
};
const notes: JsonSchema = { type: 'string', maxLength: RELEASE_NOTES_MAX };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/** A route's `{remote}` (and any further parameters): an unknown one is a 404, as an unknown page. */
export const remoteParams = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: { remote: { ...remote, errorMessage: 'Recurso no encontrado.' }, ...extra },
  required: ['remote', ...Object.keys(extra)],
  refusal: { status: 404 },
});

/** The release a body names, by its id. */
export const releaseId: JsonSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  description: 'La versión',
  errorMessage: 'Indica el id de la versión (un número entero).',
};

export const keyOrAdmin = 'Con el token de un administrador o una clave de despliegue (`pdk_…`) de ese remoto.';

const release: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    remote,
    version: { type: 'string' },
    manifestUrl: {
      type: 'string',
      description: 'Su mf-manifest.json: /remotes/{carpeta}/{versión}/… si el sitio lo sirve',
    },
    source: { type: 'string', enum: ['upload', 'url', 'site'] },
    notes: { type: 'string' },
    createdBy: { type: 'string' },
    createdAt: dateTime,
    live: { type: 'boolean' },
    served: { type: 'boolean', description: 'Falso cuando la retención ya borró sus archivos' },
  },
  required: ['id', 'remote', 'version', 'manifestUrl', 'source', 'notes', 'createdBy', 'createdAt', 'live', 'served'],
};

/** A release named by its id and version. */
export const versionRef: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, version: { type: 'string' } },
  required: ['id', 'version'],
};

const registry: JsonSchema = {
  type: 'object',
  properties: {
    remotes: listOf({
      type: 'object',
      properties: { remote, live: { anyOf: [release, { type: 'null' }] }, releases: listOf(release) },
      required: ['remote', 'live', 'releases'],
    }),
    history: listOf({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        remote,
        from: { anyOf: [versionRef, { type: 'null' }] },
        to: versionRef,
        changedBy: { type: 'string', description: "Quién: una persona, una clave, 'sitio' o 'automático'" },
        changedAt: dateTime,
        kind: {
          type: 'string',
          enum: ['live', 'rollout-start', 'rollout-advance', 'rollout-abort', 'rollout-complete'],
          description: "'live': publicada para todos; las demás, un paso de un despliegue gradual",
        },
        share: {
          anyOf: [{ type: 'integer' }, { type: 'null' }],
          description: 'El porcentaje de visitantes en la versión nueva tras el paso',
        },
        reason: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Por qué' },
      },
      required: ['id', 'remote', 'from', 'to', 'changedBy', 'changedAt'],
    }),
  },
  required: ['remotes', 'history'],
};

const publishByUrl: JsonSchema = {
  type: 'object',
  properties: {
    remote,
    manifestUrl: {
      type: 'string',
      maxLength: RELEASE_MANIFEST_URL_MAX,
      description: 'URL http(s) de su mf-manifest.json',
    },
    version,
    notes,
  },
  required: ['remote', 'manifestUrl'],
};

const publishBundle: JsonSchema = {
  type: 'object',
  properties: {
    remote,
    version,
    notes,
    bundle: {
      type: 'string',
      contentMediaType: 'application/gzip',
      description: '.tar.gz de su dist/ construido, con mf-manifest.json en la raíz',
    },
  },
  required: ['remote', 'bundle'],
};

const deployKey: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    remote,
    name: { type: 'string' },
    createdAt: dateTime,
    createdBy: { type: 'string' },
    expiresAt: dateTime,
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    lastUsedFrom: { type: ['string', 'null'], description: 'La dirección desde la que se usó por última vez' },
  },
  required: ['id', 'remote', 'name', 'createdAt', 'createdBy', 'expiresAt', 'lastUsedAt', 'lastUsedFrom'],
};

const newDeployKey: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    remote,
    name: { type: 'string' },
    key: { type: 'string', description: '`pdk_…`: se muestra solo esta vez' },
    createdAt: dateTime,
    expiresAt: dateTime,
  },
  required: ['id', 'remote', 'name', 'key', 'createdAt', 'expiresAt'],
};

const conflict = { ...message, description: 'Esa versión ya existe' };
export const releaseSchemas = {
  publish: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'Publica una versión: su paquete .tar.gz (multipart) o la URL de su manifiesto (JSON)',
    description: `${keyOrAdmin} Se comprueba que el sitio pueda cargarla; nada se guarda si no.`,
    body: {
      content: { 'application/json': { schema: publishByUrl }, 'multipart/form-data': { schema: publishBundle } },
    },
    response: { 201: release, ...pickErrors(401, 403, 413, 422), 409: conflict },
  },
  list: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'Las versiones de cada remoto, la publicada y el historial de cambios',
    description: `${keyOrAdmin} Con una clave, solo las de su remoto.`,
    response: { 200: registry, ...pickErrors(401, 403) },
  },
  makeLive: {
    ...adminOnly,
    tags: RELEASES,
    summary: 'Publica en el sitio una versión del remoto (o vuelve a una anterior)',
    description: keyOrAdmin,
    params: remoteParams(),
    body: {
      type: 'object',
      properties: { id: releaseId },
      required: ['id'],
      refusal: { first: true, notObject: NOT_AN_OBJECT },
    },
    response: { 200: release, ...pickErrors(401, 403, 404, 422) },
  },
};

export const deployKeySchemas = {
  create: {
    ...adminOnly,
    tags: KEYS,
    summary: 'Crea una clave que publica versiones de un remoto',
    body: {
      type: 'object',
      properties: {
        remote: { ...remote, errorMessage: `El remoto debe ser uno de: ${REMOTE_NAMES.join(', ')}.` },
        name: {
          type: 'string',
          pattern: '\\S',
          maxLength: DEPLOY_KEY_NAME_MAX,
          errorMessage: {
            maxLength: `El nombre puede tener hasta ${DEPLOY_KEY_NAME_MAX} caracteres.`,
            _: 'El nombre de la clave es obligatorio.',
          },
        },
        days: {
          type: 'integer',
          minimum: 1,
          maximum: DEPLOY_KEY_DAYS_MAX,
          description: `Días hasta que caduca (${DEPLOY_KEY_DAYS_DEFAULT} si no se indica)`,
          errorMessage: `La clave dura de 1 a ${DEPLOY_KEY_DAYS_MAX} días: escribe un número entero de días.`,
        },
      },
      required: ['remote', 'name'],
      refusal: { notObject: NOT_AN_OBJECT },
    },
    response: { 201: newDeployKey, ...pickErrors(401, 403, 422) },
  },
  list: {
    ...adminOnly,
    tags: KEYS,
    summary: 'Las claves de despliegue (nunca la clave misma)',
    response: { 200: listOf(deployKey), ...pickErrors(401, 403) },
  },
  remove: {
    ...adminOnly,
    tags: KEYS,
    summary: 'Revoca una clave: deja de servir en el acto',
    params: idParams(DEPLOY_KEY_MISSING),
    response: { 204: { type: 'null', description: 'Revocada' }, ...pickErrors(401, 403, 404) },
  },
};
