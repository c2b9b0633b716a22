import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { addError, throwIfErrors, type FieldErrors } from '../http/errors.js';
import { asObject } from '../http/body-object.js';
import { UploadedFile } from '../http/uploaded-file.js';
import { ImageRejected, type DecodedImage, type ImageStore } from '../pictures/sent-pictures.js';
import { sanitizeRichHtml } from './sanitize.js';
import { isDataUrl, readFields, type Mode } from '@pasteleria/shared/entities';
import { ENTITIES, type EntityDefinition } from '../entities/definitions.js';

/** A checked write: the column values to store and, when one was sent, the new image. */
interface CheckedInput {
  values: Record<string, unknown>;
  image: DecodedImage | undefined;
}

/**
 * The new image, if any: the first image input holding a data-URL or an uploaded file (a multipart
 * file part). Anything else (absent, '', null, the stored file name echoed back) keeps the current
 * image.
 */
async function readImage(
  def: EntityDefinition,
  input: Record<string, unknown>,
  mode: Mode,
  images: ImageStore,
  errors: FieldErrors,
) {
  if (!def.image) return undefined;
  for (const key of def.image.inputs) {
    const raw = Object.hasOwn(input, key) ? input[key] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && !(raw instanceof UploadedFile)) {
      addError(errors, key, 'La imagen debe enviarse como data-URL.');
      return undefined;
    }
    if (!(raw instanceof UploadedFile) && !isDataUrl(raw)) continue;
    try {
      return await images.decode(raw);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      addError(errors, key, error.message);
      return undefined;
    }
  }
  if (mode === 'create' && def.image.required)
    addError(errors, def.image.inputs[0] ?? 'urlfoto', 'La imagen es obligatoria.');
  return undefined;
}

/** References (categoria_id) must name an existing row. */
async function checkReferences(
  db: Kysely<Database>,
  def: EntityDefinition,
  values: Record<string, unknown>,
  errors: FieldErrors,
) {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref' || typeof values[name] !== 'number') continue;
    const table = ENTITIES.find((other) => other.name === field.entity)?.table ?? field.entity;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${values[name]}`.execute(db);
    if (rows.length === 0) addError(errors, name, field.missingMessage);
  }
}

/** The message of a taken unique name ('Ya existe el post con ese nombre.'). */
export function nameTaken(def: EntityDefinition): FieldErrors {
  const column = def.unique ?? '';
  const label = def.fields[column]?.label.toLocaleLowerCase('es') ?? column;
  return { [column]: [`Ya existe ${def.label} con ese ${label}.`] };
}

/** The declared unique field (post and page names) is not taken, ignoring case. */
async function checkUniqueName(
  db: Kysely<Database>,
  def: EntityDefinition,
  values: Record<string, unknown>,
  exceptId: number | undefined,
  errors: FieldErrors,
) {
  const column = def.unique;
  if (!column || typeof values[column] !== 'string' || errors[column]) return;
  const { rows } = await sql`
    SELECT 1 FROM ${sql.table(def.table)} WHERE lower(${sql.ref(column)}) = lower(${values[column]}) AND id <> ${exceptId ?? 0}
  `.execute(db);
  if (rows.length > 0) Object.assign(errors, nameTaken(def));
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
  const values = readFields(def.fields, input, mode, errors, { html: sanitizeRichHtml });
  const image = await readImage(def, input, mode, images, errors);
  await checkReferences(db, def, values, errors);
  await checkUniqueName(db, def, values, exceptId, errors);
  throwIfErrors(errors);
  return { values, image };
}
