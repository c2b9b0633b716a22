import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { messageName } from '@pasteleria/shared/entities';
import { ENTITIES, type EntityDefinition } from '../entities/definitions.js';
import { addError, throwIfErrors, type FieldErrors } from '../http/errors.js';
import { ImageRejected, type DecodedImage, type ImageStore } from './sent-pictures.js';

/**
 * Images pasted into rich-HTML fields arrive as `<img src="data:…">`. Kept inline they would skip
 * the image checks and the size bound, and every list carrying the field would grow with them. So
 * each one goes through the same checks and re-encoding as an uploaded image, is stored under
 * `DATA_DIR/img/<entity>/` and referenced by its URL `/img/<entity>/<file>` instead.
 *
 * A stored file is removed once no row references it any more: when its row is deleted or an
 * update drops it from the HTML — unless another row (of any entity) still points to it, as HTML
 * copied from one post into another would.
 */

/** Inline images stored per write at most, so one body cannot keep sharp busy for long. */
const MAX_INLINE_IMAGES = 20;

/** In sanitised HTML: sanitize-html writes attributes double-quoted, and base64 needs no escaping. */
const INLINE_IMAGE = /(<img\b[^>]*?\ssrc=")(data:[^"]*)"/gi;

/** Names of the entity's rich-HTML fields. */
function htmlFields(def: EntityDefinition): readonly string[] {
  return def.htmlFields;
}

/** The URL an HTML field uses for a stored image of `entity`. */
const inlineImageUrl = (entity: string, file: string) => `/img/${entity}/${file}`;

/** A stored image's URL, with a file name as ImageStore makes them. */
const STORED_SRC = /\ssrc="(\/img\/([a-z]+)\/([0-9a-f]{32}\.(?:png|jpg|webp|gif)))"/g;

/** URLs of stored images (of any entity) that the HTML references. */
export function referencedImages(html: unknown): Set<string> {
  const urls = new Set<string>();
  if (typeof html !== 'string') return urls;
  for (const [, url, entity] of html.matchAll(STORED_SRC)) {
    if (url && ENTITIES.some((def) => def.name === entity)) urls.add(url);
  }
  return urls;
}

interface FoundImage {
  field: string;
  dataUrl: string;
}

function findInlineImages(def: EntityDefinition, values: Record<string, unknown>): FoundImage[] {
  const found: FoundImage[] = [];
  for (const field of htmlFields(def)) {
    const html = values[field];
    if (typeof html !== 'string') continue;
    for (const [, , dataUrl] of html.matchAll(INLINE_IMAGE)) if (dataUrl) found.push({ field, dataUrl });
  }
  return found;
}

/** Decodes every inline image; any refused one makes the whole write a 422 naming its field. */
async function decodeAll(
  def: EntityDefinition,
  found: FoundImage[],
  images: ImageStore,
): Promise<Map<string, DecodedImage>> {
  const errors: FieldErrors = {};
  const decoded = new Map<string, DecodedImage>();
  const [first] = found;
  if (first && found.length > MAX_INLINE_IMAGES) {
    addError(
      errors,
      first.field,
      `No se pueden insertar más de ${MAX_INLINE_IMAGES} imágenes por guardado; guarda y continúa en otra edición.`,
    );
  }
  for (const { field, dataUrl } of found) {
    if (decoded.has(dataUrl) || errors[field]) continue;
    try {
      decoded.set(dataUrl, await images.decode(dataUrl));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      const declared = def.fields[field];
      addError(
        errors,
        field,
        `Una imagen insertada en el campo ${declared ? messageName(declared) : field} no es válida: ${error.message}`,
      );
    }
  }
  throwIfErrors(errors);
  return decoded;
}

/**
 * Stores the inline images of the HTML fields in `values` and rewrites their `src` to the stored
 * URL (in place). Answers the stored file names, for the caller to remove if the write fails.
 * Nothing is stored when any image is refused (422).
 */
export async function storeInlineImages(
  def: EntityDefinition,
  values: Record<string, unknown>,
  images: ImageStore,
): Promise<string[]> {
  const found = findInlineImages(def, values);
  if (found.length === 0) return [];
  const decoded = await decodeAll(def, found, images);
  const urls = new Map<string, string>();
  try {
    for (const [dataUrl, image] of decoded)
      urls.set(dataUrl, inlineImageUrl(def.name, await images.store(def.name, image)));
  } catch (error) {
    await Promise.all([...urls.values()].map((url) => images.remove(def.name, url.split('/').pop())));
    throw error;
  }
  for (const field of new Set(found.map((image) => image.field))) {
    values[field] = (values[field] as string).replace(INLINE_IMAGE, (whole, start: string, dataUrl: string) => {
      const url = urls.get(dataUrl);
      return url ? `${start}${url}"` : whole;
    });
  }
  return [...urls.values()].map((url) => url.slice(url.lastIndexOf('/') + 1));
}

/** True when some row still references the stored image `url`: any entity's HTML, or its own entity's image column. */
async function stillReferenced(db: Kysely<Database>, url: string): Promise<boolean> {
  const [, , entity, file] = url.split('/');
  for (const other of ENTITIES) {
    const conditions = htmlFields(other).map((field) => sql`strpos(${sql.ref(field)}, ${url}) > 0`);
    if (other.name === entity && other.image) conditions.push(sql`${sql.ref(other.image.column)} = ${file}`);
    if (conditions.length === 0) continue;
    const { rows } =
      await sql`SELECT 1 FROM ${sql.table(other.table)} WHERE ${sql.join(conditions, sql` OR `)} LIMIT 1`.execute(db);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * After a committed update or delete: removes the stored images (of any entity: HTML may be copied
 * between rows) the old HTML referenced that the new HTML (absent on delete) no longer does and no
 * row references any more.
 */
export async function removeDroppedInlineImages(
  db: Kysely<Database>,
  images: ImageStore,
  def: EntityDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown> = {},
): Promise<void> {
  const dropped = new Set<string>();
  const kept = new Set<string>();
  for (const field of htmlFields(def)) {
    if (!Object.hasOwn(before, field)) continue;
    for (const url of referencedImages(before[field])) dropped.add(url);
    for (const url of referencedImages(after[field])) kept.add(url);
  }
  for (const url of dropped) {
    if (kept.has(url) || (await stillReferenced(db, url))) continue;
    const [, , entity, file] = url.split('/');
    if (entity && file) await images.remove(entity, file);
  }
}
