import type { Kysely, Selectable } from 'kysely';
import type { PublicCache } from '../cache/public-cache.js';
import type { ComentariosTable, Database } from '../db/database.js';
import { comentario, readFields } from '@pasteleria/shared/entities';
import { asObject } from '../http/body-object.js';
import { notFound, throwIfErrors, type FieldErrors } from '../http/errors.js';

/**
 * Customer comments (declared in shared/src/entities/comentario.ts): created pending by a visitor
 * (whatever the body says), approved or deleted by an admin. Approved ones are public, newest
 * first, with the e-mail named `mail`.
 */

const MISSING = 'No se encontró el comentario.';
const TAGS = ['comentario'];

type CommentRow = Selectable<ComentariosTable>;

/** What the comments are kept in: the table, and the cache of the approved list. */
export interface CommentStore {
  db: Kysely<Database>;
  cache: PublicCache;
}

/** As the admin sees it (pending list). */
const toAdmin = (row: CommentRow) => ({
  id: row.id,
  nombre: row.nombre,
  email: row.email,
  comentario: row.comentario,
  rating: row.rating,
  created_at: row.created_at,
});

/** As the public list shows it: the e-mail is named `mail`. */
const toPublic = (row: CommentRow) => ({
  id: row.id,
  nombre: row.nombre,
  mail: row.email,
  comentario: row.comentario,
  rating: row.rating,
  created_at: row.created_at,
});

export async function createComment(ctx: CommentStore, body: unknown) {
  const errors: FieldErrors = {};
  const values = readFields(comentario.fields, asObject(body), 'create', errors);
  throwIfErrors(errors);
  const row = await ctx.db
    .insertInto('comentarios')
    .values({ ...values, approved: false })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdmin(row);
}

export async function listApprovedComments(ctx: CommentStore) {
  return ctx.cache.get('comentarios:aprobados', TAGS, async () => {
    const rows = await ctx.db
      .selectFrom('comentarios')
      .selectAll()
      .where('approved', '=', true)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toPublic);
  });
}

/** The pending list's pages: `limite` comments each (PENDING_PAGE_SIZE unless asked), newest first. */
export const PENDING_PAGE_SIZE = 50;
export const PENDING_PAGE_MAX = 100;

export interface PendingPage {
  comments: ReturnType<typeof toAdmin>[];
  /** Pending comments in all. */
  total: number;
  pagina: number;
  limite: number;
}

/** Largest `pagina` read (nine digits): far past any last page, which answers an empty list. */
export const PENDING_PAGE_LAST = 999_999_999;

/** One page of the comments awaiting approval, newest first, and how many there are in all. */
export async function listPendingComments(
  ctx: CommentStore,
  { pagina, limite }: { pagina: number; limite: number } = { pagina: 1, limite: PENDING_PAGE_SIZE },
): Promise<PendingPage> {
  const pending = ctx.db.selectFrom('comentarios').where('approved', '=', false);
  const [rows, count] = await Promise.all([
    pending
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limite)
      .offset((pagina - 1) * limite)
      .execute(),
    pending.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { comments: rows.map(toAdmin), total: Number(count.total), pagina, limite };
}

export async function approveComment(ctx: CommentStore, id: number) {
  const row = await ctx.db
    .updateTable('comentarios')
    .set({ approved: true })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(MISSING);
  await ctx.cache.invalidate(TAGS);
  return toAdmin(row);
}

/** Deletes the comment; answers whose it was (its `nombre`). */
export async function deleteComment(ctx: CommentStore, id: number): Promise<string> {
  const row = await ctx.db
    .deleteFrom('comentarios')
    .where('id', '=', id)
    .returning(['id', 'nombre'])
    .executeTakeFirst();
  if (!row) throw notFound(MISSING);
  await ctx.cache.invalidate(TAGS);
  return row.nombre;
}

export { MISSING as COMMENT_MISSING };
