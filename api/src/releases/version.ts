import { createHash } from 'node:crypto';
import { refusal } from '../http/errors.js';

/** A release's version: 1–64 letters, digits, dots, hyphens, underscores and +, starting with a letter or digit. */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

const BAD_VERSION = 'La versión solo puede tener letras, números, puntos, guiones y +.';

/** The version given, checked; 422 when it is not one. */
export function checkVersion(value: unknown): string {
  if (typeof value !== 'string' || !VERSION.test(value)) throw refusal('version', BAD_VERSION);
  return value;
}

/** The first 8 hex digits of the sha256 of `text`. */
export const shortHash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The version of a build that was given none: `{buildVersion}-{first 8 hex of sha256(manifest)}`,
 * the build's own version made fit (a manifest with none counts as `0.0.0`).
 */
export function buildVersion(manifestText: string, declared: unknown): string {
  const base =
    typeof declared === 'string' ? declared.replace(/[^0-9A-Za-z._+-]/g, '-').replace(/^[^0-9A-Za-z]+/, '') : '';
  return `${base.slice(0, 55) || '0.0.0'}-${shortHash(manifestText)}`;
}
