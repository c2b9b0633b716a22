import { apiGet, loadApiClient } from './client';
import { asList } from './body';
import { HOME_BRANCH_COUNT } from '../entities/limits';
import type { Empresa } from '../types';

export { HOME_BRANCH_COUNT };

/** GET /public/empresas/{n}: the first `n` published branches. */
export async function getBranches(n: number = HOME_BRANCH_COUNT): Promise<Empresa[]> {
  const data = await apiGet<unknown>(`/public/empresas/${n}`);
  return asList<Empresa>(data);
}

/** POST /public/empresas/search with `{ text }`, sent on every change of the search box. */
export async function searchBranches(text: string): Promise<Empresa[]> {
  const { data } = await (await loadApiClient()).post<unknown>('/public/empresas/search', { text });
  return asList<Empresa>(data);
}
