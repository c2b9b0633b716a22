import { ACTIVITY_ACTIONS, type ActivityAction } from '@pasteleria/shared/security';
import type { ActivityFilters } from '@pasteleria/shared/admin';

/** 'Actividad''s state lives in its URL (`?desde&hasta&usuario&accion&pagina`): a link or a reload shows the same page. */
export interface ActivityView {
  filters: ActivityFilters;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isAction = (value: string | null): value is ActivityAction =>
  value !== null && (ACTIVITY_ACTIONS as readonly string[]).includes(value);

export function viewFromSearch(search: URLSearchParams): ActivityView {
  const day = (name: string) => {
    const value = search.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const accion = search.get('accion');
  const page = Number(search.get('pagina'));
  return {
    filters: {
      desde: day('desde'),
      hasta: day('hasta'),
      usuario: search.get('usuario')?.trim() || undefined,
      accion: isAction(accion) ? accion : undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchOfView({ filters, page }: ActivityView): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as Array<[string, string | undefined]>)
    if (value) search.set(name, value);
  if (page > 1) search.set('pagina', String(page));
  return search;
}
