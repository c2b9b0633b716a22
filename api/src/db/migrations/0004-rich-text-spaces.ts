import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { normalizeRichSpaces } from '@pasteleria/shared/entities';
import { CHANGES_CHANNEL } from '../change-feed.js';

/** The rich-HTML columns as they were when this migration was written. */
const RICH_TEXT_COLUMNS = {
  categorias: ['descripcion'],
  productos: ['description'],
  posts: ['descripcion'],
  paginas: ['texttop', 'textbottom'],
} as const;

/**
 * Rich texts saved through the editor before its output was fixed have every space stored as
 * `&nbsp;`, so they cannot wrap on a phone. Stores them as typed once: plain spaces between words,
 * a non-breaking one only where it keeps a run of spaces visible, and without the editor's caret
 * holder. Instances still running the old code drop their cached answers (the change feed's `all`).
 */
export const richTextSpaces: Migration = {
  async up(db: Kysely<unknown>) {
    let changed = 0;
    for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS)) {
      for (const column of columns) {
        const { rows } = await sql<{ id: number; html: string }>`
          SELECT id, ${sql.ref(column)} AS html FROM ${sql.table(table)}
          WHERE ${sql.ref(column)} ~* '&nbsp;|&#160;|\u00a0|ql-cursor|ql-ui'`.execute(db);
        for (const row of rows) {
          const html = normalizeRichSpaces(row.html);
          if (html === row.html) continue;
          await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${html} WHERE id = ${row.id}`.execute(db);
          changed += 1;
        }
      }
    }
    if (changed > 0) await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ all: true })})`.execute(db);
  },
  // The texts read the same either way; there is nothing to undo.
  async down() {},
};
