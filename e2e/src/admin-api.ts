// The admin API straight from the test (no browser): log in, add an administrator, find and approve a pending comment.
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './site.js';

/** A fresh admin session's token, as /login gets one. */
export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A new administrator named `name`, added by the site's first admin: their e-mail and password. */
export async function addAdmin(base: string, name: string): Promise<{ name: string; email: string; password: string }> {
  const account = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}@pasteleria.test`,
    password: 'otra-clave-de-prueba',
  };
  const res = await fetch(`${base}/api/v1/admin/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(base)}` },
    body: JSON.stringify({ ...account, role: 'admin' }),
  });
  if (res.status !== 201) throw new Error(`user: ${res.status} ${await res.text()}`);
  return account;
}

/** Approves the pending comment whose text is `comentario`; answers its id. */
export async function approveCommentByText(base: string, comentario: string): Promise<number> {
  const headers = { authorization: `Bearer ${await adminToken(base)}` };
  const res = await fetch(`${base}/api/v1/admin/comentarios/pendientes`, { headers });
  if (!res.ok) throw new Error(`pendientes: ${res.status}`);
  const pending = (await res.json()) as Array<{ id: number; comentario: string }>;
  const comment = pending.find((c) => c.comentario === comentario);
  if (!comment) throw new Error(`no está pendiente: ${comentario}`);
  const approved = await fetch(`${base}/api/v1/admin/comentarios/${comment.id}/aprobar`, { method: 'PUT', headers });
  if (!approved.ok) throw new Error(`aprobar: ${approved.status}`);
  return comment.id;
}
