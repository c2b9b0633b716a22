import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordRequest } from './activity-log.js';
import { requireAdmin, requireTwoStepSession } from './guard.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, findUserById, toApiUser } from './users.js';
import type { Database } from '../db/database.js';
import { readFields, user, type FieldValues, type Mode } from '@pasteleria/shared/entities';
import { asObject } from '../http/body-object.js';
import { notFound, throwIfErrors, ValidationError, type FieldErrors } from '../http/errors.js';
import { USER_MISSING as MISSING, userSchemas } from './user-schemas.js';

/** GET /admin/user, POST /admin/user, GET and PUT /admin/user/{id}. Roles: admin and user. */

type UserValues = FieldValues<typeof user.fields>;

/** Reads name, email, role and password as the user declaration says; on update absent fields (and an empty password) keep their value. */
function readUserInput(body: Record<string, unknown>, mode: 'create'): UserValues;
function readUserInput(body: Record<string, unknown>, mode: 'update'): Partial<UserValues>;
function readUserInput(body: Record<string, unknown>, mode: Mode): Partial<UserValues> {
  const errors: FieldErrors = {};
  const changes = readFields(user.fields, body, mode, errors);
  throwIfErrors(errors);
  return changes;
}

async function checkEmailFree(db: Kysely<Database>, email: string | undefined, exceptId: number): Promise<void> {
  if (email === undefined) return;
  const other = await findUserByEmail(db, email);
  if (other && other.id !== exceptId) throw new ValidationError({ email: ['Ya existe un usuario con ese email.'] });
}

/** The last administrator cannot lose the role: admins are locked while one is demoted. */
async function checkNotLastAdmin(trx: Transaction<Database>, id: number): Promise<void> {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
  if (admins.length <= 1 && admins.some((admin) => admin.id === id)) {
    throw new ValidationError({ role: ['No se puede quitar el rol de administrador al último administrador.'] });
  }
}

async function updateUser(db: Kysely<Database>, request: FastifyRequest<{ Params: { id: number } }>) {
  const id = request.params.id;
  const current = await findUserById(db, id);
  if (!current) throw notFound(MISSING);
  const changes = readUserInput(asObject(request.body), 'update');
  await checkEmailFree(db, changes.email, id);
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const demoted = current.role === 'admin' && changes.role === 'user';
  const columns = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.role !== undefined ? { role: changes.role } : {}),
    ...(passwordHash ? { password_hash: passwordHash } : {}),
  };
  // Nothing sent (or only an empty password): nothing to write.
  if (Object.keys(columns).length === 0) return toApiUser(current);

  const updated = await db.transaction().execute(async (trx) => {
    if (demoted) await checkNotLastAdmin(trx, id);
    const row = await trx
      .updateTable('users')
      .set(columns)
      .where('id', '=', id)
      .returning(['id', 'name', 'email', 'role'])
      .executeTakeFirstOrThrow();
    // A new password or a lost role signs the user out everywhere (but not the admin making the change).
    if (passwordHash || demoted) {
      let revoke = trx.deleteFrom('auth_tokens').where('user_id', '=', id);
      if (request.session) revoke = revoke.where('id', '<>', request.session.tokenId);
      await revoke.execute();
    }
    return row;
  });
  const changed = [
    changes.name !== undefined && changes.name !== current.name ? 'el nombre' : '',
    changes.email !== undefined && changes.email !== current.email ? 'el email' : '',
    changes.role !== undefined && changes.role !== current.role
      ? `el rol (a ${changes.role === 'admin' ? 'administrador' : 'usuario'})`
      : '',
    passwordHash ? 'la contraseña (se cerraron sus sesiones)' : '',
  ].filter(Boolean);
  await recordRequest(db, request, {
    action: 'user-updated',
    target: { type: 'usuario', id, name: updated.name || updated.email },
    description: `Modificó el usuario «${updated.name || updated.email}»${changed.length ? `: ${changed.join(', ')}` : ''}.`,
  });
  return toApiUser(updated);
}

export function userRoutes({ db }: { db: Kysely<Database> }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.get('/admin/user', { schema: userSchemas.list }, async () => {
      const rows = await db.selectFrom('users').select(['id', 'name', 'email', 'role']).orderBy('id').execute();
      return rows.map(toApiUser);
    });

    app.post(
      '/admin/user',
      { schema: userSchemas.create, preHandler: requireTwoStepSession },
      async (request, reply) => {
        const changes = readUserInput(asObject(request.body), 'create');
        await checkEmailFree(db, changes.email, 0);
        const row = await db
          .insertInto('users')
          .values({
            name: changes.name,
            email: changes.email,
            role: changes.role,
            password_hash: await hashPassword(changes.password),
          })
          .returning(['id', 'name', 'email', 'role'])
          .executeTakeFirstOrThrow();
        await recordRequest(db, request, {
          action: 'user-created',
          target: { type: 'usuario', id: row.id, name: row.name || row.email },
          description: `Creó el usuario «${row.name || row.email}» (${row.email}, ${row.role === 'admin' ? 'administrador' : 'usuario'}).`,
        });
        return reply.code(201).send(toApiUser(row));
      },
    );

    app.get(
      '/admin/user/:id',
      { schema: userSchemas.get },
      async (request: FastifyRequest<{ Params: { id: number } }>) => {
        const user = await findUserById(db, request.params.id);
        if (!user) throw notFound(MISSING);
        return toApiUser(user);
      },
    );

    app.put<{ Params: { id: number } }>(
      '/admin/user/:id',
      { schema: userSchemas.update, preHandler: requireTwoStepSession },
      (request) => updateUser(db, request),
    );
  };
}
