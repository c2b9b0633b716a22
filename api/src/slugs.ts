import { sql, type Kysely } from 'kysely';
import type { Database } from './db/database.js';

const MAX_SLUG = 80;

/** Lower-case without accents, for matching "pastelería" with "PASTELERIA". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Lower-case, accent-free, dash-separated: only a-z, 0-9 and -. Empty input gives ''. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, '');
}

/**
 * A slug for `name` not used by another row of `table`: the base, else base-2, base-3…
 * `fallback` stands in when the name has no letters or digits at all.
 */
export async function uniqueSlug(db: Kysely<Database>, table: string, name: string, fallback: string, exceptId?: number): Promise<string> {
  const base = slugify(name) || fallback;
  const { rows } = await sql<{ slug: string }>`
    SELECT slug FROM ${sql.table(table)}
    WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) AND id <> ${exceptId ?? 0}
  `.execute(db);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
