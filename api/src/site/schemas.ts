import type { JsonSchema } from '@pasteleria/shared/entities';
import { adminOnly, idParams, pickErrors } from '../http/schemas.js';
import { RELEASES, remote } from '../releases/schemas.js';

/** The 404 of a release that is not registered. */
export const RELEASE_MISSING = 'No existe esa versión.';

/** `/config.json`'s shape, as the preview answers it (./preview-config.ts). */
const runtimeConfig: JsonSchema = {
  type: 'object',
  properties: {
    apiBase: { type: 'string' },
    remotes: { type: 'object', additionalProperties: { type: 'string' } },
    site: { type: 'object', additionalProperties: { type: 'string' } },
    remoteEntries: { type: 'object', additionalProperties: { type: 'string' } },
    integrity: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'El SHA-384 (`sha384-…`) de cada manifiesto y remoteEntry.js que nombra, por su URL',
    },
    preview: {
      type: 'object',
      properties: { id: { type: 'integer' }, remote, version: { type: 'string' } },
      required: ['id', 'remote', 'version'],
    },
  },
  required: ['apiBase', 'remotes', 'site', 'remoteEntries', 'preview'],
};

export const previewConfigSchema = {
  ...adminOnly,
  tags: RELEASES,
  summary: 'La configuración del sitio con esa versión en lugar de la publicada de su remoto (vista previa)',
  params: idParams(RELEASE_MISSING),
  response: { 200: runtimeConfig, ...pickErrors(401, 403, 404) },
};
