import { sanitizeRichHtml } from '../sanitize.js';

/**
 * Field kinds of the entity declarations, each with its bounds and Spanish label. `readField` turns
 * one raw input value (JSON or multipart string) into the value stored, or a Spanish message.
 */
interface BaseField {
  /** Spanish name used in messages: "El campo {label} es obligatorio." */
  label: string;
  required?: boolean;
}
export interface TextField extends BaseField {
  kind: 'text';
  max: number;
  format?: 'email' | 'url' | 'phone' | 'link';
  /** Stored as null when empty (e.g. an optional link). */
  nullable?: boolean;
}
export interface HtmlField extends BaseField {
  kind: 'html';
  max: number;
}
export interface IntField extends BaseField {
  kind: 'int';
  min: number;
  max: number;
  default: number;
}
export interface DecimalField extends BaseField {
  kind: 'decimal';
  min: number;
  max: number;
  default: number;
}
/** A nullable coordinate-like number. */
export interface FloatField extends BaseField {
  kind: 'float';
  min: number;
  max: number;
}
export interface BoolField extends BaseField {
  kind: 'bool';
  default: boolean;
}
/** A nullable reference to another table's id. */
export interface RefField extends BaseField {
  kind: 'ref';
  table: string;
  missingMessage: string;
}
export type Field = TextField | HtmlField | IntField | DecimalField | FloatField | BoolField | RefField;

type Options<F> = Omit<F, 'kind' | 'label'>;
export const text = (label: string, options: Options<TextField>): TextField => ({ kind: 'text', label, ...options });
export const html = (label: string, options: Partial<Options<HtmlField>> = {}): HtmlField => ({
  kind: 'html',
  label,
  max: 2_000_000,
  ...options,
});
export const int = (label: string, options: Options<IntField>): IntField => ({ kind: 'int', label, ...options });
export const decimal = (label: string, options: Options<DecimalField>): DecimalField => ({ kind: 'decimal', label, ...options });
export const float = (label: string, options: Options<FloatField>): FloatField => ({ kind: 'float', label, ...options });
export const bool = (label: string, options: Options<BoolField>): BoolField => ({ kind: 'bool', label, ...options });
export const ref = (label: string, options: Options<RefField>): RefField => ({ kind: 'ref', label, ...options });

/** What reading one value gave: a value to store, nothing (empty: default or keep), or a message. */
export type FieldResult = { value: unknown } | { empty: true } | { error: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-.\s]{0,30}$/;
const INTEGER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?\d{1,15}(\.\d+)?$/;

/** NUL cannot be stored by PostgreSQL; other control characters except tab and newlines are noise. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A plausible e-mail address (at most 254 characters): what every e-mail field accepts. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Strips characters a text column must not hold. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, '');
}

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return cleanText(raw).trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'boolean') return String(raw);
  return undefined;
}

/** base64 image data-URLs, which rich HTML may inline (pasted images). */
const DATA_IMAGES = /data:image\/[a-z0-9.+-]*;base64,[A-Za-z0-9+/=\s]*/gi;

/** Rich HTML is bounded without its inline images: those are stored and bounded as images (rich-images.ts). */
function textLength(field: TextField | HtmlField, value: string): number {
  return field.kind === 'html' ? value.replace(DATA_IMAGES, '').length : value.length;
}

function readText(field: TextField | HtmlField, raw: unknown): FieldResult {
  const value = raw === null ? '' : asText(raw);
  if (value === undefined) return { error: `El campo ${field.label} debe ser texto.` };
  if (value === '') {
    if (field.required) return { error: `El campo ${field.label} es obligatorio.` };
    return { value: field.kind === 'text' && field.nullable ? null : '' };
  }
  if (textLength(field, value) > field.max) {
    return { error: `El campo ${field.label} no debe superar ${field.max.toLocaleString('es-MX')} caracteres.` };
  }
  if (field.kind === 'html') {
    const clean = sanitizeRichHtml(value);
    if (field.required && clean.trim() === '') return { error: `El campo ${field.label} es obligatorio.` };
    return { value: clean };
  }
  switch (field.format) {
    case 'email':
      if (!isEmail(value)) return { error: `El campo ${field.label} debe ser un correo electrónico válido.` };
      return { value: value.toLowerCase() };
    case 'url':
      if (!isHttpUrl(value)) return { error: `El campo ${field.label} debe ser una URL válida (http o https).` };
      break;
    case 'link':
      if (!isHttpUrl(value) && !/^\/(?!\/)\S*$/.test(value)) {
        return { error: `El campo ${field.label} debe ser una URL válida (http o https) o una ruta que empiece con /.` };
      }
      break;
    case 'phone':
      if (!PHONE.test(value)) return { error: `El campo ${field.label} debe ser un teléfono válido (dígitos, espacios, +, -, paréntesis).` };
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
  const format = (n: number) => n.toLocaleString('es-MX');
  if (value < field.min) return { error: `El campo ${field.label} debe ser como mínimo ${format(field.min)}.` };
  if (value > field.max) return { error: `El campo ${field.label} debe ser como máximo ${format(field.max)}.` };
  return { value };
}

function readNumber(field: IntField | DecimalField | FloatField, raw: unknown): FieldResult {
  if (isEmpty(raw)) {
    if (field.required) return { error: `El campo ${field.label} es obligatorio.` };
    return field.kind === 'float' ? { value: null } : { empty: true };
  }
  if (field.kind === 'int') {
    const value = asNumber(raw, INTEGER);
    if (value === undefined || !Number.isInteger(value)) return { error: `El campo ${field.label} debe ser un número entero.` };
    return inRange(field, value);
  }
  const value = asNumber(raw, DECIMAL);
  if (value === undefined) return { error: `El campo ${field.label} debe ser un número.` };
  if (field.kind === 'decimal' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return { error: `El campo ${field.label} admite como máximo dos decimales.` };
  }
  return inRange(field, value);
}

const TRUE = new Set([true, 1, 'true', '1', 'on', 'si', 'sí', 'yes']);
const FALSE = new Set([false, 0, 'false', '0', 'off', 'no']);

function readBool(field: BoolField, raw: unknown): FieldResult {
  if (isEmpty(raw)) return { empty: true };
  const key = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (TRUE.has(key as never)) return { value: true };
  if (FALSE.has(key as never)) return { value: false };
  return { error: `El campo ${field.label} debe ser verdadero o falso.` };
}

function readRef(field: RefField, raw: unknown): FieldResult {
  if (isEmpty(raw) || raw === 0 || raw === '0') return { value: null };
  const value = asNumber(raw, INTEGER);
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) {
    return { error: field.missingMessage };
  }
  return { value };
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
  }
}
