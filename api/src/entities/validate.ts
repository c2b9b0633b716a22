import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { addError, throwIfErrors, ValidationError, type FieldErrors } from '../http/errors.js';
import { ImageRejected, isDataUrl, type DecodedImage, type ImageStore } from '../images.js';
import type { EntityDefinition } from './definitions.js';
import { readField, type Field } from './fields.js';

type Mode = 'create' | 'update';

/** A checked write: the column values to store and, when one was sent, the new image. */
interface CheckedInput {
  values: Record<string, unknown>;
  image: DecodedImage | undefined;
}

/** The body as a plain object, or a 422 when it is an array, a string, null… */
export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ValidationError({ body: ['Los datos deben enviarse como un objeto JSON o un formulario.'] });
  }
  return body as Record<string, unknown>;
}

function defaultValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return field.nullable ? null : '';
    case 'html':
      return '';
    case 'int':
    case 'decimal':
    case 'bool':
      return field.default;
    case 'float':
    case 'ref':
      return null;
  }
}

/**
 * Reads every field of `fields` from `input`; problems go to `errors`. On create an absent or empty
 * optional field takes its default; on update it keeps its value.
 */
export function readFields(fields: Record<string, Field>, input: Record<string, unknown>, mode: Mode, errors: FieldErrors) {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = Object.hasOwn(input, name) ? input[name] : undefined;
    if (raw === undefined) {
      if (mode === 'update') continue;
      if (field.required) addError(errors, name, `El campo ${field.label} es obligatorio.`);
      else values[name] = defaultValue(field);
      continue;
    }
    const result = readField(field, raw);
    if ('error' in result) addError(errors, name, result.error);
    else if ('value' in result) values[name] = result.value;
    else if (mode === 'create') values[name] = defaultValue(field);
  }
  return values;
}

/**
 * The new image, if any: the first image input holding a data-URL. Anything else (absent, '',
 * null, the stored file name echoed back) keeps the current image.
 */
async function readImage(def: EntityDefinition, input: Record<string, unknown>, mode: Mode, images: ImageStore, errors: FieldErrors) {
  if (!def.image) return undefined;
  for (const key of def.image.inputs) {
    const raw = Object.hasOwn(input, key) ? input[key] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      addError(errors, key, 'La imagen debe enviarse como data-URL.');
      return undefined;
    }
    if (!isDataUrl(raw)) continue;
    try {
      return await images.decode(raw);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      addError(errors, key, error.message);
      return undefined;
    }
  }
  if (mode === 'create' && def.image.required) addError(errors, def.image.inputs[0] ?? 'urlfoto', 'La imagen es obligatoria.');
  return undefined;
}

/** References (categoria_id) must name an existing row. */
async function checkReferences(db: Kysely<Database>, def: EntityDefinition, values: Record<string, unknown>, errors: FieldErrors) {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref' || typeof values[name] !== 'number') continue;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(field.table)} WHERE id = ${values[name]}`.execute(db);
    if (rows.length === 0) addError(errors, name, field.missingMessage);
  }
}

/** The slug source is unique, ignoring case. */
async function checkUniqueName(db: Kysely<Database>, def: EntityDefinition, values: Record<string, unknown>, exceptId: number | undefined, errors: FieldErrors) {
  const column = def.slugFrom;
  if (!column || typeof values[column] !== 'string' || errors[column]) return;
  const { rows } = await sql`
    SELECT 1 FROM ${sql.table(def.table)} WHERE lower(${sql.ref(column)}) = lower(${values[column]}) AND id <> ${exceptId ?? 0}
  `.execute(db);
  if (rows.length > 0) addError(errors, column, `Ya existe ${def.label} con ese ${def.fields[column]?.label ?? column}.`);
}

/** Checks a create or update body against the declaration; throws a ValidationError listing every problem. */
export async function checkInput(
  db: Kysely<Database>,
  images: ImageStore,
  def: EntityDefinition,
  body: unknown,
  mode: Mode,
  exceptId?: number,
): Promise<CheckedInput> {
  const input = asObject(body);
  const errors: FieldErrors = {};
  const values = readFields(def.fields, input, mode, errors);
  const image = await readImage(def, input, mode, images, errors);
  await checkReferences(db, def, values, errors);
  await checkUniqueName(db, def, values, exceptId, errors);
  throwIfErrors(errors);
  return { values, image };
}
