import { credentials, inputSchema, type JsonSchema } from '@pasteleria/shared/entities';
import { message, NOT_AN_OBJECT, pickErrors } from '../http/schemas.js';
import { userSchemas } from './user-schemas.js';

const tags = ['Sesión'];
const bearer = { security: [{ bearerAuth: [] }] };

/** The signed-in user: as every user is answered, and what two-step sign-in asks of them. */
const sessionUser: JsonSchema = {
  ...userSchemas.answer,
  properties: {
    ...(userSchemas.answer.properties as Record<string, JsonSchema>),
    twoStep: {
      type: 'object',
      description: 'enabled: la cuenta la tiene; required: la tienda la exige; session: esta sesión entró con ella',
      properties: { enabled: { type: 'boolean' }, required: { type: 'boolean' }, session: { type: 'boolean' } },
      required: ['enabled', 'required', 'session'],
    },
  },
};

/** What a sign-in answers: the token, as the shop's API always did. */
export const signedIn: JsonSchema = {
  type: 'object',
  description: 'Sesión iniciada',
  properties: { success: { const: true }, token: { type: 'string' }, user: sessionUser },
  required: ['success', 'token', 'user'],
};

/** What a sign-in of an account with two-step answers instead: no token, a challenge for the second step. */
const twoStepAsked: JsonSchema = {
  type: 'object',
  description: 'La cuenta tiene verificación en dos pasos: falta el segundo paso (5 minutos, una vez)',
  properties: {
    twoStep: {
      type: 'object',
      properties: {
        challenge: { type: 'string' },
        methods: { type: 'array', items: { type: 'string', enum: ['passkey', 'totp', 'recovery'] } },
      },
      required: ['challenge', 'methods'],
    },
  },
  required: ['twoStep'],
};

/** A challenge's text, as given: `<id>.<secret>`. */
export const challengeField: JsonSchema = {
  type: 'string',
  maxLength: 100,
  errorMessage: 'Falta la verificación de este inicio de sesión: vuelve a iniciar sesión.',
};

export const authSchemas = {
  login: {
    tags,
    summary:
      'Inicia sesión: responde un token para `Authorization: Bearer {token}`, o, si la cuenta tiene verificación en dos pasos, el reto del segundo paso',
    body: inputSchema(credentials, 'create'),
    response: {
      200: { anyOf: [signedIn, twoStepAsked] },
      401: { type: 'object', properties: { success: { const: false }, message: { type: 'string' } } },
      ...pickErrors(413, 422, 429),
    },
  },
  twoStep: {
    tags,
    summary: 'Segundo paso del inicio de sesión: un código de la app de autenticación o un código de recuperación',
    body: {
      type: 'object',
      properties: {
        challenge: challengeField,
        code: {
          type: 'string',
          pattern: '\\S',
          maxLength: 40,
          errorMessage: 'Escribe el código de tu app de autenticación o un código de recuperación.',
        },
      },
      required: ['challenge', 'code'],
      refusal: { first: true, notObject: NOT_AN_OBJECT },
    },
    response: { 200: signedIn, ...pickErrors(400, 401, 413, 422, 429) },
  },
  logout: {
    ...bearer,
    tags,
    summary: 'Cierra la sesión: revoca el token',
    response: {
      200: { ...message, properties: { success: { const: true }, message: { type: 'string' } } },
      ...pickErrors(401, 413),
    },
  },
  me: {
    ...bearer,
    tags,
    summary: 'El usuario del token, y qué pide de él la verificación en dos pasos',
    response: { 200: sessionUser, ...pickErrors(401) },
  },
};
