import { credentials, inputSchema } from '@pasteleria/shared/entities';
import { message, pickErrors } from '../http/schemas.js';
import { userSchemas } from './user-schemas.js';

const tags = ['Sesión'];
const bearer = { security: [{ bearerAuth: [] }] };

export const authSchemas = {
  login: {
    tags,
    summary: 'Inicia sesión: responde un token para `Authorization: Bearer {token}`',
    body: inputSchema(credentials, 'create'),
    response: {
      200: {
        type: 'object',
        properties: { success: { const: true }, token: { type: 'string' }, user: userSchemas.answer },
        required: ['success', 'token', 'user'],
      },
      401: { type: 'object', properties: { success: { const: false }, message: { type: 'string' } } },
      ...pickErrors(413, 422, 429),
    },
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
  me: { ...bearer, tags, summary: 'El usuario del token', response: { 200: userSchemas.answer, ...pickErrors(401) } },
};
