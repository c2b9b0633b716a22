import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { slugify } from '@pasteleria/shared/entities';

/**
 * A slug for `name` not used by another row of `table`: the base, else base-2, base-3…
 * `fallback` stands in when the name has no letters or digits at all.
 */
export async function uniqueSlug(
  db: Kysely<Database>,
  table: string,
  name: string,
  fallback: string,
  exceptId?: number,
): Promise<string> {
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
