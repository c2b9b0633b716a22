// The admin API straight from the test (no browser): log in, find and approve a pending comment.
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
