import { inputSchema, recordSchema, type JsonSchema } from '@pasteleria/shared/entities';
import { ENTITIES, type EntityDefinition } from '../entities/definitions.js';
import { adminOnly, idParams, listOf, message, pickErrors, WRITE_TYPES } from '../http/schemas.js';

/** The parent row an answer embeds (`belongsTo`): its columns, typed as the parent answers them, or null. */
function embeddedSchema(relation: NonNullable<EntityDefinition['belongsTo']>): JsonSchema {
  const parent = ENTITIES.find((def) => def.table === relation.table);
  if (!parent) throw new Error(`belongsTo: ninguna entidad usa la tabla ${relation.table}`);
  const columns = recordSchema(parent.declaration).properties as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    relation.columns.map((column) => {
      const type = columns[column]?.type;
      if (type === undefined) throw new Error(`belongsTo: ${relation.table} no responde la columna ${column}`);
      return [column, { type }];
    }),
  );
  return { type: ['object', 'null'], properties };
}

/** A row as the API answers it: the declared record, plus the parent row it embeds (a product's category). */
function answerSchema(def: EntityDefinition): JsonSchema {
  const record = recordSchema(def.declaration);
  const relation = def.belongsTo;
  if (!relation) return record;
  return {
    ...record,
    properties: { ...(record.properties as object), [relation.as]: embeddedSchema(relation) },
    required: [...(record.required as string[]), relation.as],
  };
}

/** The route schemas of one entity's admin CRUD (GET/POST /admin/{name}, GET/PUT/POST/DELETE /admin/{name}/{id}). */
export function entityRouteSchemas(def: EntityDefinition) {
  const tags = [def.tag];
  const answer = answerSchema(def);
  const one = def.label;
  const params = idParams(`No se encontró ${def.label}.`);
  const update = {
    ...adminOnly,
    tags,
    params,
    consumes: WRITE_TYPES,
    body: inputSchema(def.declaration, 'update'),
    response: { 200: answer, ...pickErrors(401, 403, 404, 413, 422) },
  };
  return {
    list: {
      ...adminOnly,
      tags,
      summary: `Lista: ${def.tag}`,
      response: { 200: listOf(answer), ...pickErrors(401, 403) },
    },
    create: {
      ...adminOnly,
      tags,
      summary: `Crea ${one}`,
      consumes: WRITE_TYPES,
      body: inputSchema(def.declaration, 'create'),
      response: { 201: answer, ...pickErrors(401, 403, 413, 422) },
    },
    get: {
      ...adminOnly,
      tags,
      summary: `Lee ${one}`,
      params,
      response: { 200: answer, ...pickErrors(401, 403, 404) },
    },
    put: { ...update, summary: `Actualiza ${one} (los campos ausentes conservan su valor)` },
    postOverride: {
      ...update,
      summary: `Actualiza ${one} con POST y ?_method=PUT`,
      querystring: {
        type: 'object',
        properties: {
          _method: {
            type: 'string',
            pattern: '^[Pp][Uu][Tt]$',
            description: 'PUT, en mayúsculas o minúsculas',
            errorMessage: 'Método no permitido: usa PUT o POST con _method=PUT.',
          },
        },
        required: ['_method'],
        refusal: { status: 405 },
      },
    },
    remove: {
      ...adminOnly,
      tags,
      summary: `Elimina ${one} y su imagen`,
      params,
      response: { 200: message, ...pickErrors(401, 403, 404) },
    },
  };
}

export { answerSchema };
