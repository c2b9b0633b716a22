import type { EntityDeclaration } from './entity.ts';
import type { Field, Mode } from './fields.ts';

/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) of an entity's answers and bodies, from its
 * declaration. It documents; the API validates with `readFields` (which also accepts the strings a
 * multipart form carries).
 */
export type JsonSchema = Record<string, unknown>;

function fieldSchema(field: Field): JsonSchema {
  const base = { title: field.label };
  switch (field.kind) {
    case 'text': {
      const format = field.format === 'email' ? 'email' : field.format === 'url' ? 'uri' : undefined;
      return {
        ...base,
        type: field.nullable ? ['string', 'null'] : 'string',
        maxLength: field.max,
        ...(field.min !== undefined ? { minLength: field.min } : {}),
        ...(format ? { format } : {}),
        ...(field.format === 'link' ? { description: 'URL http(s) o ruta del sitio que empieza con /' } : {}),
        ...(field.format === 'phone' ? { pattern: '^[0-9+()\\-.\\s]{0,30}$' } : {}),
      };
    }
    case 'html':
      return {
        ...base,
        type: 'string',
        maxLength: field.max,
        contentMediaType: 'text/html',
        description: 'HTML; se sanea al guardarse',
      };
    case 'int':
      return {
        ...base,
        type: 'integer',
        minimum: field.min,
        maximum: field.max,
        default: field.default,
        ...(field.counter ? { description: 'Contador del servidor: una actualización no lo cambia' } : {}),
      };
    case 'decimal':
      return {
        ...base,
        type: 'number',
        minimum: field.min,
        maximum: field.max,
        multipleOf: field.step,
        default: field.default,
      };
    case 'float':
      return { ...base, type: ['number', 'null'], minimum: field.min, maximum: field.max };
    case 'bool':
      return { ...base, type: 'boolean', default: field.default };
    case 'ref':
      return { ...base, type: ['integer', 'null'], minimum: 1, description: `id de ${field.entity}` };
    case 'choice':
      return { ...base, type: 'string', enum: [...field.options], default: field.default };
  }
}

const IMAGE_INPUT: JsonSchema = {
  type: 'string',
  description: 'Imagen nueva como data-URL (PNG, JPEG, WebP o GIF); vacío o ausente conserva la actual',
};

/** A row as the API answers it. */
export function recordSchema(declaration: EntityDeclaration): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  if (declaration.slug) properties.slug = { type: 'string' };
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!(field.kind === 'text' && field.secret)) properties[name] = fieldSchema(field);
  }
  if (declaration.image) {
    properties[declaration.image.column] = {
      type: ['string', 'null'],
      description: `Nombre del archivo, servido en /img/${declaration.name}/{archivo}`,
    };
  }
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** A create or update body (JSON, multipart or urlencoded). */
export function inputSchema(declaration: Pick<EntityDeclaration, 'fields' | 'image'>, mode: Mode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(declaration.fields)) {
    properties[name] = fieldSchema(field);
    if (field.required && mode === 'create') required.push(name);
  }
  const image = declaration.image;
  if (image) {
    properties[image.input] = IMAGE_INPUT;
    if (image.updateInput && mode === 'update') properties[image.updateInput] = IMAGE_INPUT;
    if (image.required === 'create' && mode === 'create') required.push(image.input);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
