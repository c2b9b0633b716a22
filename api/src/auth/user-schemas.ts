import { inputSchema, recordSchema, user, type JsonSchema } from '@pasteleria/shared/entities';
import { adminOnly, idParams, listOf, pickErrors } from '../http/schemas.js';

/** A user as answered: the role as `roles: [{ name }]`, like the shop's API. */
const userAnswer: JsonSchema = (() => {
  const record = recordSchema(user);
  const { role: _role, ...properties } = record.properties as Record<string, JsonSchema>;
  return {
    type: 'object',
    properties: {
      ...properties,
      roles: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string', enum: ['admin', 'user'] } } },
      },
    },
    required: ['id', 'name', 'email', 'roles'],
  };
})();

const tags = ['Usuarios'];

export const USER_MISSING = 'No se encontró el usuario.';

export const userSchemas = {
  answer: userAnswer,
  list: {
    ...adminOnly,
    tags,
    summary: 'Lista los usuarios',
    response: { 200: listOf(userAnswer), ...pickErrors(401, 403) },
  },
  create: {
    ...adminOnly,
    tags,
    summary: 'Crea un usuario',
    body: inputSchema(user, 'create'),
    response: { 201: userAnswer, ...pickErrors(401, 403, 422) },
  },
  get: {
    ...adminOnly,
    tags,
    summary: 'Lee un usuario',
    params: idParams(USER_MISSING),
    response: { 200: userAnswer, ...pickErrors(401, 403, 404) },
  },
  update: {
    ...adminOnly,
    tags,
    summary: 'Actualiza un usuario (contraseña vacía o ausente: se conserva; el último administrador no pierde el rol)',
    params: idParams(USER_MISSING),
    body: inputSchema(user, 'update'),
    response: { 200: userAnswer, ...pickErrors(401, 403, 404, 422) },
  },
};
