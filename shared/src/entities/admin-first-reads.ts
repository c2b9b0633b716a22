import { CONTENT_ENTITIES } from './content-entities.ts';
import type { Fields } from './fields.ts';

/** The id of an edit form's URL ('edit', '3'), or null. */
const editedId = (action: string | undefined, idText: string | undefined) =>
  action === 'edit' && idText !== undefined && /^[1-9]\d*$/.test(idText) ? Number(idText) : null;

/**
 * The admin API reads (paths under the API base) that the back-office screen at `subPath` (below
 * /admin: 'producto', 'producto/edit/3') shows first: an entity's list, or the row an edit form
 * opens with and the lists its choices come from (a product's categories), a create form only
 * those lists; the users' list or the user a form edits; the pending comments. Any other screen:
 * none. The server writes their answers into the page it draws for a signed-in administrator, and
 * the back office draws them from there at once (remote-admin's route-warmup.tsx asks for the same
 * paths).
 */
export function adminFirstReads(subPath: string): string[] {
  const [section, action, idText, ...rest] = subPath.split('/').filter(Boolean);
  if (rest.length) return [];
  const id = editedId(action, idText);
  if (section === 'comentario') return action === undefined ? ['/admin/comentarios/pendientes'] : [];
  if (section === 'user') return action === undefined ? ['/admin/user'] : id === null ? [] : [`/admin/user/${id}`];
  const entity = CONTENT_ENTITIES.find((candidate) => candidate.name === section);
  if (!entity) return [];
  if (action === undefined) return [`/admin/${entity.name}`];
  if (!(action === 'create' && idText === undefined) && id === null) return [];
  const choices = Object.values<Fields[string]>(entity.fields).flatMap((field) =>
    field.kind === 'ref' ? [`/admin/${field.entity}`] : [],
  );
  return [...(id === null ? [] : [`/admin/${entity.name}/${id}`]), ...new Set(choices)];
}
