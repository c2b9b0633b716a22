import { ValidationError } from './errors.js';
import { NOT_AN_OBJECT } from './schemas.js';

/** The body as a plain object, or a 422 when it is an array, a string, null… */
export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    const [field, message] = NOT_AN_OBJECT;
    throw new ValidationError({ [field]: [message] });
  }
  return body as Record<string, unknown>;
}
