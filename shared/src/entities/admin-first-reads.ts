import { CONTENT_ENTITIES } from './content-entities.ts';
import type { Fields } from './fields.ts';

/**
 * The admin API reads (paths under the API base) that the back-office screen at `subPath` (below
 * /admin: 'producto', 'producto/edit/3') shows first, for the screens whose first view is one
 * entity's: its list, or the row an edit form opens with and the lists its choices come from (a
 * product's categories). A create form reads only those lists. Any other screen: none. The server
 * writes their answers into the page it draws for a signed-in administrator, and the back office
 * draws them from there at once (remote-admin's route-queries.ts asks for the same paths).
 */
export function adminFirstReads(subPath: string): string[] {
  const [section, action, idText, ...rest] = subPath.split('/').filter(Boolean);
  const entity = CONTENT_ENTITIES.find((candidate) => candidate.name === section);
  if (!entity || rest.length) return [];
  if (action === undefined) return [`/admin/${entity.name}`];
  const id = action === 'edit' && idText !== undefined && /^[1-9]\d*$/.test(idText) ? Number(idText) : null;
  if (!(action === 'create' && idText === undefined) && id === null) return [];
  const choices = Object.values<Fields[string]>(entity.fields).flatMap((field) =>
    field.kind === 'ref' ? [`/admin/${field.entity}`] : [],
  );
  return [...(id === null ? [] : [`/admin/${entity.name}/${id}`]), ...new Set(choices)];
}
