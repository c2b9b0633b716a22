import type { JsonSchema } from '@pasteleria/shared/entities';
import { PASSKEY_NAME_MAX, RECOVERY_CODE_COUNT } from '@pasteleria/shared/security';
import { adminOnly, idParams, listOf, message, NOT_AN_OBJECT, pickErrors } from '../../http/schemas.js';
import { challengeField, signedIn } from '../session-schemas.js';

const tags = ['Seguridad'];
const bearer = { security: [{ bearerAuth: [] }] };

export const PASSKEY_MISSING = 'No se encontró la llave de acceso.';
export const SESSION_MISSING = 'No se encontró la sesión.';

const firstRefusal = { refusal: { first: true, notObject: NOT_AN_OBJECT } };
const noContent = (description: string) => ({ 204: { type: 'null', description } });
const notYet = (description: string) => ({ 409: { ...message, description } });

const recoveryCodes: JsonSchema = {
  type: 'object',
  description: `Los ${RECOVERY_CODE_COUNT} códigos de recuperación, mostrados esta única vez`,
  properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } },
  required: ['recoveryCodes'],
};

const passkey: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'name', 'createdAt', 'lastUsedAt'],
};

const passkeyName: JsonSchema = {
  type: 'string',
  pattern: '\\S',
  maxLength: PASSKEY_NAME_MAX,
  errorMessage: {
    maxLength: `El nombre puede tener hasta ${PASSKEY_NAME_MAX} caracteres.`,
    _: 'Ponle un nombre a la llave de acceso (por ejemplo, «iPhone de Ana»).',
  },
};

/** A WebAuthn ceremony's options for the browser, with the challenge to send back beside its answer. */
const ceremony: JsonSchema = {
  type: 'object',
  properties: {
    challenge: { type: 'string' },
    options: {
      type: 'object',
      additionalProperties: true,
      description: 'Para navigator.credentials (JSON de WebAuthn)',
    },
  },
  required: ['challenge', 'options'],
};

const webauthnResponse: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  errorMessage: 'Falta la respuesta de la llave de acceso.',
};

export const twoStepSchemas = {
  status: {
    ...bearer,
    tags,
    summary: 'La verificación en dos pasos de la cuenta: si está activa, con qué, cuántos códigos quedan',
    response: {
      200: {
        type: 'object',
        properties: {
          enabled: { type: 'boolean' },
          totp: { type: 'boolean' },
          passkeys: { type: 'integer' },
          recoveryCodesLeft: { type: 'integer' },
          required: { type: 'boolean' },
          sessionTwoStep: { type: 'boolean' },
        },
        required: ['enabled', 'totp', 'passkeys', 'recoveryCodesLeft', 'required', 'sessionTwoStep'],
      },
      ...pickErrors(401),
    },
  },
  startTotp: {
    ...bearer,
    tags,
    summary: 'Empieza a configurar una app de autenticación: su secreto y la URI de su código QR',
    response: {
      200: {
        type: 'object',
        properties: { secret: { type: 'string' }, uri: { type: 'string' } },
        required: ['secret', 'uri'],
      },
      ...pickErrors(401, 403, 413),
    },
  },
  confirmTotp: {
    ...bearer,
    tags,
    summary:
      'Confirma la app con su primer código: activa la verificación en dos pasos y da códigos de recuperación nuevos',
    body: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          pattern: '\\S',
          maxLength: 20,
          errorMessage: 'Escribe el código de 6 cifras de tu app.',
        },
      },
      required: ['code'],
      ...firstRefusal,
    },
    response: {
      200: recoveryCodes,
      ...pickErrors(401, 403, 413, 422),
      ...notYet('No se está configurando ninguna app'),
    },
  },
  removeTotp: {
    ...bearer,
    tags,
    summary:
      'Quita la app de autenticación (sin segundo paso restante, la verificación se desactiva y se cierran las demás sesiones)',
    response: { ...noContent('Quitada'), ...pickErrors(401, 403, 404) },
  },
  renewCodes: {
    ...bearer,
    tags,
    summary: 'Códigos de recuperación nuevos: los anteriores dejan de servir',
    response: {
      200: recoveryCodes,
      ...pickErrors(401, 403, 413),
      ...notYet('La cuenta no tiene la verificación en dos pasos'),
    },
  },
};

export const passkeySchemas = {
  list: {
    ...bearer,
    tags,
    summary: 'Las llaves de acceso de la cuenta',
    response: { 200: listOf(passkey), ...pickErrors(401) },
  },
  registrationOptions: {
    ...bearer,
    tags,
    summary: 'Opciones para crear una llave de acceso en el navegador',
    response: { 200: ceremony, ...pickErrors(401, 403) },
  },
  register: {
    ...bearer,
    tags,
    summary:
      'Guarda la llave de acceso que creó el navegador (la primera activa la verificación en dos pasos y da códigos de recuperación)',
    body: {
      type: 'object',
      properties: { challenge: challengeField, name: passkeyName, response: webauthnResponse },
      required: ['challenge', 'name', 'response'],
      ...firstRefusal,
    },
    response: {
      201: {
        type: 'object',
        properties: { passkey, recoveryCodes: { type: 'array', items: { type: 'string' } } },
        required: ['passkey', 'recoveryCodes'],
      },
      ...pickErrors(400, 401, 403, 422),
    },
  },
  rename: {
    ...bearer,
    tags,
    summary: 'Renombra una llave de acceso',
    params: idParams(PASSKEY_MISSING),
    body: { type: 'object', properties: { name: passkeyName }, required: ['name'], ...firstRefusal },
    response: { 200: passkey, ...pickErrors(401, 404, 422) },
  },
  remove: {
    ...bearer,
    tags,
    summary:
      'Elimina una llave de acceso (sin segundo paso restante, la verificación se desactiva y se cierran las demás sesiones)',
    params: idParams(PASSKEY_MISSING),
    response: { ...noContent('Eliminada'), ...pickErrors(401, 403, 404) },
  },
  authenticationOptions: {
    tags,
    summary:
      'Opciones para entrar con una llave de acceso: sola (sin cuerpo), o como segundo paso (con el reto que respondió el inicio de sesión)',
    body: {
      type: ['object', 'null'],
      properties: { challenge: challengeField },
      ...firstRefusal,
    },
    response: { 200: ceremony, ...pickErrors(400, 413, 422, 429) },
  },
  authenticate: {
    tags,
    summary: 'Entra con la respuesta de la llave de acceso: responde el token como el inicio de sesión',
    body: {
      type: 'object',
      properties: { challenge: challengeField, response: webauthnResponse },
      required: ['challenge', 'response'],
      ...firstRefusal,
    },
    response: { 200: signedIn, ...pickErrors(400, 401, 413, 422, 429) },
  },
};

const signedInSession: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    device: { type: 'string' },
    address: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: 'string', format: 'date-time' },
    twoStep: { type: 'boolean' },
    current: { type: 'boolean' },
  },
  required: ['id', 'device', 'address', 'createdAt', 'lastUsedAt', 'twoStep', 'current'],
};

export const sessionSchemas = {
  list: {
    ...bearer,
    tags,
    summary: 'Las sesiones iniciadas de la cuenta, la más reciente primero',
    response: { 200: listOf(signedInSession), ...pickErrors(401) },
  },
  revoke: {
    ...bearer,
    tags,
    summary: 'Cierra una sesión de la cuenta',
    params: idParams(SESSION_MISSING),
    response: { ...noContent('Cerrada'), ...pickErrors(401, 404) },
  },
  revokeOthers: {
    ...bearer,
    tags,
    summary: 'Cierra las demás sesiones de la cuenta',
    response: {
      200: { type: 'object', properties: { signedOut: { type: 'integer' } }, required: ['signedOut'] },
      ...pickErrors(401),
    },
  },
};

const policy: JsonSchema = {
  type: 'object',
  properties: { requireTwoStep: { type: 'boolean' } },
  required: ['requireTwoStep'],
};

export const policySchemas = {
  get: {
    ...adminOnly,
    tags,
    summary: 'Si la tienda exige la verificación en dos pasos a sus administradores',
    response: { 200: policy, ...pickErrors(401, 403) },
  },
  put: {
    ...adminOnly,
    tags,
    summary: 'Exige (o deja de exigir) la verificación en dos pasos a todos los administradores',
    body: {
      type: 'object',
      properties: { requireTwoStep: { type: 'boolean', errorMessage: 'requireTwoStep debe ser true o false.' } },
      required: ['requireTwoStep'],
      ...firstRefusal,
    },
    response: { 200: policy, ...pickErrors(401, 403, 422) },
  },
};
