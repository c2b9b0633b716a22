/** Small helpers that shape request bodies exactly as SPEC §7 lists them. */

type Field = string | number | boolean | null | undefined;

/** Keeps only `keys` of `input` whose value is not undefined. */
export function pick<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  return out;
}

/** True for a data-URL, i.e. a newly chosen image (a stored file name is not one). */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('data:');
}

/** A multipart body from flat fields; undefined fields are left out, null becomes ''. */
export function toFormData(fields: Record<string, Field>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value === null ? '' : String(value));
  }
  return form;
}

/** A list answer as an array: anything else is an empty list (SPEC §7, §8). */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Lower-case, accent-free, dash-separated slug of a name ("strict": only a-z, 0-9 and -). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
