import {
  defaultValue,
  fieldMessages,
  readField,
  type FieldValue,
  type FieldValues,
  type Fields,
  type Mode,
} from './fields.ts';

/**
 * One entity, declared once: what its data is (fields, image,
 * slug, order) and how the API client updates it. The API, the API client, the admin screens, the
 * seed and the tests all read this; nothing else lists an entity's fields. Each app keeps its own
 * words (remote-admin/src/resource-texts.ts, api/src/entities/entity-words.ts).
 */
export interface EntityDeclaration<F extends Fields = Fields> {
  /** Route segment (`/admin/{name}`), image folder (`/img/{name}/`) and cache tag. */
  name: string;
  /** Spanish, with its article, for messages: 'la categoría'. */
  label: string;
  fields: F;
  /** The stored picture: read under `column`, written as a data-URL under `input`. */
  image?: {
    column: string;
    /** Field a create (and, unless `updateInput` says otherwise, an update) carries the data-URL in. */
    input: string;
    /** A branch edit sends its new image under `file`. */
    updateInput?: string;
    /** 'create': a create must bring one (a slide); an edit may keep the current one. */
    required: 'create' | false;
    /**
     * What an update sends when no new file was chosen: nothing, or (a product) the
     * image field empty.
     */
    unchanged: 'omit' | 'empty';
    /** What an admin list shows for a row without a picture. */
    missing: 'placeholder' | 'Sin imagen';
  };
  /** The slug is derived from this field (lowercase, no accents); `sentOnCreate`: the client sends it too. */
  slug?: { from: keyof F & string; sentOnCreate?: boolean };
  /** This field is unique among the entity's rows, ignoring case (post and page names). */
  unique?: keyof F & string;
  /** Lists are ordered by this field, then id. */
  order?: keyof F & string;
  /**
   * How the API client sends an update: PUT with JSON, or POST with `?_method=PUT` and
   * JSON or a multipart form.
   */
  update?: 'put-json' | 'post-json-override' | 'post-form-override';
}

/** Declares an entity, keeping its field types for inference. */
export function defineEntity<const F extends Fields, const D extends EntityDeclaration<F>>(
  declaration: D & { fields: F },
): D {
  return declaration;
}

type FieldsOf<D> = D extends { fields: infer F extends Fields } ? F : never;
type Secret<F> = { [K in keyof F]: F[K] extends { secret: true } ? K : never }[keyof F];
type Required<F> = { [K in keyof F]: F[K] extends { required: true } ? K : never }[keyof F];
type ImageColumn<D> = D extends { image: { column: infer C extends string } } ? { [K in C]: string | null } : unknown;
type ImageInput<D> = D extends { image: { input: infer I extends string } } ? { [K in I]?: string } : unknown;
type UpdateInput<D> = D extends { image: { updateInput: infer I extends string } } ? { [K in I]?: string } : unknown;
type Slug<D> = D extends { slug: object } ? { slug: string } : unknown;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A row as the API answers it: id, slug, every field but secrets, and the stored image name. */
export type EntityRecord<D> = Simplify<
  { id: number } & Slug<D> & {
      [K in Exclude<keyof FieldsOf<D>, Secret<FieldsOf<D>>>]: FieldValue<FieldsOf<D>[K]>;
    } & ImageColumn<D>
>;

/**
 * A create or update body: the required fields, the others optional, and the new image as a
 * data-URL. Numbers may also come as the strings a form holds.
 */
export type EntityInput<D> = Simplify<
  { [K in Required<FieldsOf<D>>]: FieldValue<FieldsOf<D>[K]> } & {
    [K in Exclude<keyof FieldsOf<D>, Required<FieldsOf<D>>>]?: FieldValue<FieldsOf<D>[K]>;
  } & ImageInput<D> &
    UpdateInput<D> &
    (D extends { slug: { sentOnCreate: true } } ? { slug?: string } : unknown)
>;

export type FieldErrors = Record<string, string[]>;

/** Adds `message` to `field`'s list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export interface ReadOptions {
  /** Rewrites each rich-HTML value (the API sanitises); an empty result of a required field is refused. */
  html?: (value: string) => string;
}

/**
 * Reads every field of `fields` from `input`; problems go to `errors`. On create an absent or empty
 * optional field takes its default, so the values are complete (once `errors` is empty); on update
 * it keeps its value, and so does a counter, so only the fields sent come back.
 */
export function readFields<F extends Fields>(
  fields: F,
  input: Record<string, unknown>,
  mode: 'create',
  errors: FieldErrors,
  options?: ReadOptions,
): FieldValues<F>;
export function readFields<F extends Fields>(
  fields: F,
  input: Record<string, unknown>,
  mode: Mode,
  errors: FieldErrors,
  options?: ReadOptions,
): Partial<FieldValues<F>>;
export function readFields(
  fields: Fields,
  input: Record<string, unknown>,
  mode: Mode,
  errors: FieldErrors,
  options: ReadOptions = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (mode === 'update' && field.kind === 'int' && field.counter) continue;
    const raw = Object.hasOwn(input, name) ? input[name] : undefined;
    if (raw === undefined) {
      if (mode === 'update') continue;
      if (field.required) addError(errors, name, fieldMessages.required(field));
      else values[name] = defaultValue(field);
      continue;
    }
    const result = readField(field, raw);
    if ('error' in result) {
      addError(errors, name, result.error);
    } else if ('value' in result) {
      let value = result.value;
      if (field.kind === 'html' && options.html && typeof value === 'string' && value !== '') {
        value = options.html(value);
        if (field.required && (value as string).trim() === '') addError(errors, name, fieldMessages.required(field));
      }
      values[name] = value;
    } else if (mode === 'create') {
      if (field.required) addError(errors, name, fieldMessages.required(field));
      else values[name] = defaultValue(field);
    }
  }
  return values;
}

/** Checks a form's values as the API will: the messages per field, empty when all is well. */
export function checkFields(
  declaration: Pick<EntityDeclaration, 'fields'>,
  input: Record<string, unknown>,
  mode: Mode,
): FieldErrors {
  const errors: FieldErrors = {};
  readFields(declaration.fields, input, mode, errors);
  return errors;
}

/** The defaults a create form starts from (visits 0, publicado and menu true). */
export function createDefaults(declaration: Pick<EntityDeclaration, 'fields'>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(declaration.fields).map(([name, field]) => [name, defaultValue(field)]));
}

/** Field names the API client sends on `mode`, in declaration order. */
export function sentFields(declaration: EntityDeclaration, mode: Mode): string[] {
  return Object.entries(declaration.fields)
    .filter(([, field]) => !(field.kind === 'int' && field.sentOn && !field.sentOn.includes(mode)))
    .map(([name]) => name);
}
