import { ValidationError } from './errors.js';

/** The body as a plain object, or a 422 when it is an array, a string, null… */
export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ValidationError({ body: ['Los datos deben enviarse como un objeto JSON o un formulario.'] });
  }
  return body as Record<string, unknown>;
}
