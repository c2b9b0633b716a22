import { inputSchema, recordSchema, type EntityDeclaration, type JsonSchema } from '@pasteleria/shared/entities';
import { adminOnly, idParams, listOf, message, pickErrors, WRITE_TYPES } from './common.js';

/** A product's answers embed its category. */
function answerSchema(declaration: EntityDeclaration): JsonSchema {
  const record = recordSchema(declaration);
  if (declaration.name !== 'producto') return record;
  const categoria = {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, nombre: { type: 'string' }, slug: { type: 'string' } },
  };
  return {
    ...record,
    properties: { ...(record.properties as object), categoria },
    required: [...(record.required as string[]), 'categoria'],
  };
}

/** The route schemas of one entity's admin CRUD (GET/POST /admin/{name}, GET/PUT/POST/DELETE /admin/{name}/{id}). */
export function entityRouteSchemas(declaration: EntityDeclaration) {
  const tags = [declaration.texts?.title ?? declaration.name];
  const answer = answerSchema(declaration);
  const one = `${declaration.label}`;
  const update = {
    ...adminOnly,
    tags,
    params: idParams,
    consumes: WRITE_TYPES,
    body: inputSchema(declaration, 'update'),
    response: { 200: answer, ...pickErrors(401, 403, 404, 413, 422) },
  };
  return {
    list: { ...adminOnly, tags, summary: `Lista: ${declaration.texts?.title ?? declaration.name}`, response: { 200: listOf(answer), ...pickErrors(401, 403) } },
    create: {
      ...adminOnly,
      tags,
      summary: `Crea ${one}`,
      consumes: WRITE_TYPES,
      body: inputSchema(declaration, 'create'),
      response: { 201: answer, ...pickErrors(401, 403, 413, 422) },
    },
    get: { ...adminOnly, tags, summary: `Lee ${one}`, params: idParams, response: { 200: answer, ...pickErrors(401, 403, 404) } },
    put: { ...update, summary: `Actualiza ${one} (los campos ausentes conservan su valor)` },
    postOverride: {
      ...update,
      summary: `Actualiza ${one} con POST y ?_method=PUT`,
      querystring: { type: 'object', properties: { _method: { type: 'string', enum: ['PUT', 'put'] } }, required: ['_method'] },
    },
    remove: { ...adminOnly, tags, summary: `Elimina ${one} y su imagen`, params: idParams, response: { 200: message, ...pickErrors(401, 403, 404) } },
  };
}

export { answerSchema };
