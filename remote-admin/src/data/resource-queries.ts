import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { RESOURCES, type Resource, type Row, type RowInput } from '../resources';

/** Cache keys (query-keys.ts): every list under ['admin', name], one row under ['admin', name, id]. */
const listKey = (resource: Resource) => queryKeys.entity(resource.name);
const rowKey = (resource: Resource, id: number) => queryKeys.row(resource.name, id);

/** GET /admin/{name}: the entity's list. */
export const rowsQuery = (resource: Resource) =>
  queryOptions({ queryKey: listKey(resource), queryFn: () => resource.api.list() });

/**
 * GET /admin/{name}/{id}: one row, read anew each time its edit form opens, unless it was read in the
 * last few seconds (the warm-up asks for it as the page starts, beside the form's code).
 */
export const rowQuery = (resource: Resource, id: number) =>
  queryOptions({ queryKey: rowKey(resource, id), queryFn: () => resource.api.get(id), staleTime: 10_000 });

/** The entity's list, cached; also used as the options of another entity's select (fetched when `enabled`). */
export function useRows(resource: Resource, enabled = true) {
  return useQuery({ ...rowsQuery(resource), enabled });
}

/** One row, for its edit form (fetched when `enabled`). */
export function useRow(resource: Resource, id: number, enabled = true) {
  return useQuery({ ...rowQuery(resource, id), enabled });
}

/**
 * After a save or delete: the entity's cache, and that of every entity that shows it (a product
 * list shows its category's name).
 */
function invalidateResource(client: QueryClient, resource: Resource): Promise<void> {
  const shown = RESOURCES.filter((other) =>
    Object.values(other.declaration.fields).some((field) => field.kind === 'ref' && field.entity === resource.name),
  );
  return Promise.all([resource, ...shown].map((r) => client.invalidateQueries({ queryKey: listKey(r) }))).then(
    () => undefined,
  );
}

/** Creates (no id) or updates (id) a row; the caches are refreshed afterwards. */
export function useSaveRow(resource: Resource, id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RowInput) => (id === undefined ? resource.api.create(input) : resource.api.update(id, input)),
    onSuccess: () => invalidateResource(client, resource),
  });
}

/** Deletes a row; the caches are refreshed afterwards. */
export function useRemoveRow(resource: Resource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resource.api.remove(id),
    onSettled: () => invalidateResource(client, resource),
  });
}

/**
 * Saves a new order: `rows` in their new sequence with their new order values. The list shows it
 * at once; each changed row is saved through its update call, one after the other.
 */
export function useSaveOrder(resource: Resource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { rows: Row[]; changed: Row[] }) => {
      for (const row of changes.changed) await resource.api.update(row.id, row);
    },
    onMutate: async ({ rows }) => {
      await client.cancelQueries({ queryKey: listKey(resource) });
      client.setQueryData(listKey(resource), rows);
    },
    onSettled: () => invalidateResource(client, resource),
  });
}
