/** Small helpers that shape request bodies exactly as the API takes them. */

// One slug and one data-URL test for the client and the API alike (the API's rules).
export { isDataUrl } from '../entities/data-url.ts';
export { slugify } from '../entities/slug.ts';

type Field = string | number | boolean | null | undefined;

/** Keeps only `keys` of `input` whose value is not undefined. */
export function pick<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  return out;
}

/** A multipart body from flat fields; undefined fields are left out, null becomes ''. */
export function toFormData(fields: Record<string, Field>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value === null ? '' : String(value));
  }
  return form;
}

/** A list answer as an array: anything else is an empty list (a screen shows its empty state). */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}
