/**
 * Field kinds of the entity declarations. Each field carries its type, bounds, format, default and
 * Spanish label; `readField` turns one raw value (JSON, multipart or form string) into the value
 * stored, or a Spanish message. The API validates with it, the admin forms check with it, and the
 * types of `./types.ts` are inferred from it.
 *
 * Pure TypeScript with no dependency: a public screen that imports a rule pays only for that rule.
 */

interface BaseField {
  /** Spanish label as a form shows it ('Nombre', 'Portada?'); messages use it in lower case. */
  label: string;
  /** Required on create and on edit: a create without it, or an edit that empties it, is refused. */
  required?: boolean;
}

export interface TextField extends BaseField {
  kind: 'text';
  max: number;
  min?: number;
  format?: 'email' | 'url' | 'phone' | 'link';
  /** Stored as null when empty (an optional link). */
  nullable?: boolean;
  /** A long text: a textarea in forms. */
  multiline?: boolean;
  /** Never answered, and an empty value on edit keeps the current one (a password). */
  secret?: boolean;
}
/** Rich HTML written with the admin's rich-text editor; the API sanitises it on write. */
export interface HtmlField extends BaseField {
  kind: 'html';
  max: number;
}
export interface IntField extends BaseField {
  kind: 'int';
  min: number;
  max: number;
  default: number;
  /**
   * A counter the server keeps (visits): a create may set its starting value, an update never
   * overwrites it, so a form that loaded an old count cannot undo visits counted since.
   */
  counter?: boolean;
  /** Sent by the API client only on these calls (a post create sends no visits). */
  sentOn?: readonly Mode[];
}
export interface DecimalField extends BaseField {
  kind: 'decimal';
  min: number;
  max: number;
  default: number;
  /** Input step in forms (a price: 0.01); also the precision the API accepts. */
  step: number;
}
/** A nullable number such as a coordinate. */
export interface FloatField extends BaseField {
  kind: 'float';
  min: number;
  max: number;
}
export interface BoolField extends BaseField {
  kind: 'bool';
  default: boolean;
}
/** A nullable reference to another entity's id (a product's category). */
export interface RefField extends BaseField {
  kind: 'ref';
  entity: string;
  /** The form's empty option ('-- Selecciona una categoría --'). */
  emptyOption: string;
  missingMessage: string;
}
/** One of a fixed list of values (a user's role). */
export interface ChoiceField<O extends string = string> extends BaseField {
  kind: 'choice';
  options: readonly O[];
  /** Spanish label of each option. */
  optionLabels: Readonly<Record<O, string>>;
  default: O;
}

export type Field = TextField | HtmlField | IntField | DecimalField | FloatField | BoolField | RefField | ChoiceField;
export type Fields = Record<string, Field>;
export type Mode = 'create' | 'update';

type Options<F> = Omit<F, 'kind' | 'label'>;
export const text = <const O extends Options<TextField>>(label: string, options: O) => ({
  kind: 'text' as const,
  label,
  ...options,
});
export const html = <const O extends Partial<Options<HtmlField>>>(label: string, options: O = {} as O) => ({
  kind: 'html' as const,
  label,
  max: 2_000_000,
  ...options,
});
export const int = <const O extends Options<IntField>>(label: string, options: O) => ({
  kind: 'int' as const,
  label,
  ...options,
});
export const decimal = <const O extends Options<DecimalField>>(label: string, options: O) => ({
  kind: 'decimal' as const,
  label,
  ...options,
});
export const float = <const O extends Options<FloatField>>(label: string, options: O) => ({
  kind: 'float' as const,
  label,
  ...options,
});
export const bool = <const O extends Options<BoolField>>(label: string, options: O) => ({
  kind: 'bool' as const,
  label,
  ...options,
});
export const ref = <const O extends Options<RefField>>(label: string, options: O) => ({
  kind: 'ref' as const,
  label,
  ...options,
});
export const choice = <const K extends string, const O extends Omit<Options<ChoiceField<K>>, 'options'>>(
  label: string,
  options: readonly K[],
  rest: O,
) => ({ kind: 'choice' as const, label, options, ...rest });

/** The TypeScript type of a field's stored value. */
export type FieldValue<F> = F extends { kind: 'text' }
  ? F extends { nullable: true }
    ? string | null
    : string
  : F extends { kind: 'html' }
    ? string
    : F extends { kind: 'int' | 'decimal' }
      ? number
      : F extends { kind: 'float' | 'ref' }
        ? number | null
        : F extends { kind: 'bool' }
          ? boolean
          : F extends { kind: 'choice'; options: readonly (infer O)[] }
            ? O
            : never;

/** Every field's stored value: what `readFields` answers on create, defaults filled in. */
export type FieldValues<F extends Fields> = { [K in keyof F]: FieldValue<F[K]> };

/** What reading one value gave: a value to store, nothing (empty: default or keep), or a message. */
export type FieldResult = { value: unknown } | { empty: true } | { error: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-.\s]{0,30}$/;
const INTEGER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?\d{1,15}(\.\d+)?$/;
const MAX_ID = 2_147_483_647;

/** NUL cannot be stored by PostgreSQL; other control characters except tab and newlines are noise. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The label as messages use it: 'Portada?' → 'portada'. */
export function messageName(field: Field): string {
  return field.label.replace(/\?$/, '').toLocaleLowerCase('es');
}

/** Spanish messages of every rule, in one place. */
export const fieldMessages = {
  required: (f: Field) => `El campo ${messageName(f)} es obligatorio.`,
  notText: (f: Field) => `El campo ${messageName(f)} debe ser texto.`,
  tooLong: (f: Field, max: number) => `El campo ${messageName(f)} no debe superar ${formatNumber(max)} caracteres.`,
  tooShort: (f: Field, min: number) =>
    `El campo ${messageName(f)} debe tener al menos ${formatNumber(min)} caracteres.`,
  email: (f: Field) => `El campo ${messageName(f)} debe ser un correo electrónico válido.`,
  url: (f: Field) => `El campo ${messageName(f)} debe ser una URL válida (http o https).`,
  link: (f: Field) => `El campo ${messageName(f)} debe ser una URL válida (http o https) o una ruta que empiece con /.`,
  phone: (f: Field) => `El campo ${messageName(f)} debe ser un teléfono válido (dígitos, espacios, +, -, paréntesis).`,
  integer: (f: Field) => `El campo ${messageName(f)} debe ser un número entero.`,
  number: (f: Field) => `El campo ${messageName(f)} debe ser un número.`,
  decimals: (f: Field) => `El campo ${messageName(f)} admite como máximo dos decimales.`,
  min: (f: Field, min: number) => `El campo ${messageName(f)} debe ser como mínimo ${formatNumber(min)}.`,
  max: (f: Field, max: number) => `El campo ${messageName(f)} debe ser como máximo ${formatNumber(max)}.`,
  bool: (f: Field) => `El campo ${messageName(f)} debe ser verdadero o falso.`,
  choice: (f: ChoiceField) => `El campo ${messageName(f)} debe ser ${f.options.join(' o ')}.`,
};

function formatNumber(n: number): string {
  return n.toLocaleString('es-MX');
}

/** A plausible e-mail address (at most 254 characters): what every e-mail field accepts. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** An absolute http(s) URL without spaces. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Strips characters a text column must not hold. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, '');
}

function asText(raw: unknown, trim = true): string | undefined {
  if (typeof raw === 'string') return trim ? cleanText(raw).trim() : cleanText(raw);
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'boolean') return String(raw);
  return undefined;
}

/** base64 image data-URLs, which rich HTML may inline (pasted images). */
const DATA_IMAGES = /data:image\/[a-z0-9.+-]*;base64,[A-Za-z0-9+/=\s]*/gi;

/** Rich HTML is bounded without its inline images: the API stores and bounds those as images. */
function textLength(field: TextField | HtmlField, value: string): number {
  return field.kind === 'html' ? value.replace(DATA_IMAGES, '').length : value.length;
}

function readText(field: TextField | HtmlField, raw: unknown): FieldResult {
  // A secret (a password) is taken as typed: spaces are part of it.
  const value = raw === null ? '' : asText(raw, !(field.kind === 'text' && field.secret));
  if (value === undefined) return { error: fieldMessages.notText(field) };
  if (value === '') {
    if (field.kind === 'text' && field.secret) return { empty: true };
    if (field.required) return { error: fieldMessages.required(field) };
    return { value: field.kind === 'text' && field.nullable ? null : '' };
  }
  if (textLength(field, value) > field.max) return { error: fieldMessages.tooLong(field, field.max) };
  if (field.kind === 'html') return { value };
  if (field.min !== undefined && value.length < field.min) return { error: fieldMessages.tooShort(field, field.min) };
  switch (field.format) {
    case 'email':
      if (!isEmail(value)) return { error: fieldMessages.email(field) };
      return { value: value.toLowerCase() };
    case 'url':
      if (!isHttpUrl(value)) return { error: fieldMessages.url(field) };
      break;
    case 'link':
      if (!isHttpUrl(value) && !/^\/(?!\/)\S*$/.test(value)) return { error: fieldMessages.link(field) };
      break;
    case 'phone':
      if (!PHONE.test(value)) return { error: fieldMessages.phone(field) };
      break;
  }
  return { value };
}

function asNumber(raw: unknown, pattern: RegExp): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && pattern.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

function isEmpty(raw: unknown): boolean {
  return raw === null || (typeof raw === 'string' && raw.trim() === '');
}

function inRange(field: IntField | DecimalField | FloatField, value: number): FieldResult {
  if (value < field.min) return { error: fieldMessages.min(field, field.min) };
  if (value > field.max) return { error: fieldMessages.max(field, field.max) };
  return { value };
}

function readNumber(field: IntField | DecimalField | FloatField, raw: unknown): FieldResult {
  if (isEmpty(raw)) {
    if (field.required) return { error: fieldMessages.required(field) };
    return field.kind === 'float' ? { value: null } : { empty: true };
  }
  if (field.kind === 'int') {
    const value = asNumber(raw, INTEGER);
    if (value === undefined || !Number.isInteger(value)) return { error: fieldMessages.integer(field) };
    return inRange(field, value);
  }
  const value = asNumber(raw, DECIMAL);
  if (value === undefined) return { error: fieldMessages.number(field) };
  if (field.kind === 'decimal' && Math.abs(Math.round(value / field.step) * field.step - value) > 1e-9) {
    return { error: fieldMessages.decimals(field) };
  }
  return inRange(field, value);
}

const TRUE = new Set<unknown>([true, 1, 'true', '1', 'on', 'si', 'sí', 'yes']);
const FALSE = new Set<unknown>([false, 0, 'false', '0', 'off', 'no']);

function readBool(field: BoolField, raw: unknown): FieldResult {
  if (isEmpty(raw)) return { empty: true };
  const key = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (TRUE.has(key)) return { value: true };
  if (FALSE.has(key)) return { value: false };
  return { error: fieldMessages.bool(field) };
}

function readRef(field: RefField, raw: unknown): FieldResult {
  if (isEmpty(raw) || raw === 0 || raw === '0') {
    return field.required ? { error: fieldMessages.required(field) } : { value: null };
  }
  const value = asNumber(raw, INTEGER);
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > MAX_ID)
    return { error: field.missingMessage };
  return { value };
}

function readChoice(field: ChoiceField, raw: unknown): FieldResult {
  if (typeof raw === 'string' && field.options.includes(raw)) return { value: raw };
  return { error: fieldMessages.choice(field) };
}

/** Reads one raw value as `field` says. */
export function readField(field: Field, raw: unknown): FieldResult {
  switch (field.kind) {
    case 'text':
    case 'html':
      return readText(field, raw);
    case 'int':
    case 'decimal':
    case 'float':
      return readNumber(field, raw);
    case 'bool':
      return readBool(field, raw);
    case 'ref':
      return readRef(field, raw);
    case 'choice':
      return readChoice(field, raw);
  }
}

/** The value an optional field takes on create when absent or empty. */
export function defaultValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return field.nullable ? null : '';
    case 'html':
      return '';
    case 'int':
    case 'decimal':
    case 'bool':
    case 'choice':
      return field.default;
    case 'float':
    case 'ref':
      return null;
  }
}
