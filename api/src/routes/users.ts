import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { requireAdmin } from '../auth/guard.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail, findUserById, ROLES, toApiUser, type Role } from '../auth/users.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { cleanText, isEmail } from '../entities/fields.js';
import { asObject } from '../entities/validate.js';
import { addError, notFound, throwIfErrors, ValidationError, type FieldErrors } from '../http/errors.js';
import { parseId } from '../http/params.js';

/** GET /admin/user, POST /admin/user, GET and PUT /admin/user/{id}. Roles: admin and user. */

interface UserChanges {
  name?: string;
  email?: string;
  role?: Role;
  password?: string;
}

const MISSING = 'No se encontró el usuario.';

function readText(body: Record<string, unknown>, key: string): string | undefined | null {
  const raw = body[key];
  if (raw === undefined) return undefined;
  if (raw === null) return '';
  return typeof raw === 'string' ? cleanText(raw).trim() : null;
}

/** Reads name, email, role and password; on update absent fields (and an empty password) keep their value. */
function readUserInput(body: Record<string, unknown>, mode: 'create' | 'update'): UserChanges {
  const errors: FieldErrors = {};
  const changes: UserChanges = {};
  const name = readText(body, 'name');
  if (name === null) addError(errors, 'name', 'El campo nombre debe ser texto.');
  else if (name === '' || (name === undefined && mode === 'create')) addError(errors, 'name', 'El campo nombre es obligatorio.');
  else if (name !== undefined && name.length > 120) addError(errors, 'name', 'El campo nombre no debe superar 120 caracteres.');
  else if (name !== undefined) changes.name = name;

  const email = readText(body, 'email');
  if (email === null) addError(errors, 'email', 'El campo email debe ser texto.');
  else if (email === '' || (email === undefined && mode === 'create')) addError(errors, 'email', 'El campo email es obligatorio.');
  else if (email !== undefined && !isEmail(email)) addError(errors, 'email', 'El campo email debe ser un correo electrónico válido.');
  else if (email !== undefined) changes.email = email.toLowerCase();

  const role = body.role;
  if (role !== undefined || mode === 'create') {
    if (typeof role !== 'string' || !ROLES.includes(role as Role)) addError(errors, 'role', 'El campo rol debe ser admin o user.');
    else changes.role = role as Role;
  }

  const password = body.password;
  if (password !== undefined && password !== null && password !== '') {
    if (typeof password !== 'string') addError(errors, 'password', 'El campo contraseña debe ser texto.');
    else if (password.length < 8) addError(errors, 'password', 'La contraseña debe tener al menos 8 caracteres.');
    else if (password.length > 200) addError(errors, 'password', 'La contraseña no debe superar 200 caracteres.');
    else changes.password = password;
  } else if (mode === 'create') {
    addError(errors, 'password', 'El campo contraseña es obligatorio.');
  }
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

async function updateUser(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>) {
  const id = parseId(request.params.id, MISSING);
  const current = await findUserById(ctx.db, id);
  if (!current) throw notFound(MISSING);
  const changes = readUserInput(asObject(request.body), 'update');
  await checkEmailFree(ctx.db, changes.email, id);
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

  const updated = await ctx.db.transaction().execute(async (trx) => {
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
  return toApiUser(updated);
}

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx));

    app.get('/admin/user', async () => {
      const rows = await ctx.db.selectFrom('users').select(['id', 'name', 'email', 'role']).orderBy('id').execute();
      return rows.map(toApiUser);
    });

    app.post('/admin/user', async (request, reply) => {
      const changes = readUserInput(asObject(request.body), 'create');
      await checkEmailFree(ctx.db, changes.email, 0);
      const row = await ctx.db
        .insertInto('users')
        .values({
          name: changes.name!,
          email: changes.email!,
          role: changes.role!,
          password_hash: await hashPassword(changes.password!),
        })
        .returning(['id', 'name', 'email', 'role'])
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toApiUser(row));
    });

    app.get('/admin/user/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const user = await findUserById(ctx.db, parseId(request.params.id, MISSING));
      if (!user) throw notFound(MISSING);
      return toApiUser(user);
    });

    app.put('/admin/user/:id', (request: FastifyRequest<{ Params: { id: string } }>) => updateUser(ctx, request));
  };
}
