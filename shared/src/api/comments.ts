import { apiGet, loadApiClient } from './client';
import { asList } from './body';
import { thenAnswer } from './answered';
import type { Comentario, ComentarioInput, ComentarioPublico } from '../types';

/** POST /public/comentarios with `{ nombre, email, comentario, rating }`; the comment awaits approval. */
export async function postComment(input: ComentarioInput): Promise<void> {
  const { nombre, email, comentario, rating } = input;
  await (await loadApiClient()).post('/public/comentarios', { nombre, email, comentario, rating });
}

/** GET /public/comentarios: approved comments only, the e-mail under `mail`. */
export async function getApprovedComments(): Promise<ComentarioPublico[]> {
  const data = await apiGet<unknown>('/public/comentarios');
  return asList<ComentarioPublico>(data);
}

/** GET /admin/comentarios/pendientes */
export function listPendingComments(): Promise<Comentario[]> {
  return thenAnswer(apiGet<unknown>('/admin/comentarios/pendientes'), asList<Comentario>);
}

/** PUT /admin/comentarios/{id}/aprobar, no body. */
export async function approveComment(id: number): Promise<void> {
  await (await loadApiClient()).put(`/admin/comentarios/${id}/aprobar`);
}

/** DELETE /admin/comentarios/{id} */
export async function deleteComment(id: number): Promise<void> {
  await (await loadApiClient()).delete(`/admin/comentarios/${id}`);
}
