import type { Selectable } from 'kysely';
import type { AppContext } from './context.js';
import type { ComentariosTable } from './db/database.js';
import { comentario, readFields } from '@pasteleria/shared/entities';
import { asObject } from './entities/validate.js';
import { notFound, throwIfErrors, type FieldErrors } from './http/errors.js';

/**
 * Customer comments (declared in shared/src/entities/comentario.ts): created pending by a visitor
 * (whatever the body says), approved or deleted by an admin. Approved ones are public, newest
 * first, with the e-mail named `mail`.
 */

const MISSING = 'No se encontró el comentario.';
const TAGS = ['comentario'];

type CommentRow = Selectable<ComentariosTable>;

/** As the admin sees it (pending list). */
const toAdmin = (row: CommentRow) => ({
  id: row.id,
  nombre: row.nombre,
  email: row.email,
  comentario: row.comentario,
  rating: row.rating,
  created_at: row.created_at,
});

/** As the public list shows it (SPEC §3: `mail`). */
const toPublic = (row: CommentRow) => ({
  id: row.id,
  nombre: row.nombre,
  mail: row.email,
  comentario: row.comentario,
  rating: row.rating,
  created_at: row.created_at,
});

export async function createComment(ctx: AppContext, body: unknown) {
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

export async function listApprovedComments(ctx: AppContext) {
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

export async function listPendingComments(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('comentarios')
    .selectAll()
    .where('approved', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAdmin);
}

export async function approveComment(ctx: AppContext, id: number) {
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

export async function deleteComment(ctx: AppContext, id: number) {
  const row = await ctx.db.deleteFrom('comentarios').where('id', '=', id).returning('id').executeTakeFirst();
  if (!row) throw notFound(MISSING);
  await ctx.cache.invalidate(TAGS);
}

export { MISSING as COMMENT_MISSING };
