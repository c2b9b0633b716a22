import { apiGet } from './client';
import { isNotFound } from './is-not-found';
import { asList } from './body';
import type { Categoria, Producto, Slide } from '../types';

/** Answer of GET /public/categorias/{slug}. */
export interface CategoriaDetail {
  categoria: Categoria;
  productos: Producto[];
}

/** GET /public/categorias */
export async function getCategorias(): Promise<Categoria[]> {
  const data = await apiGet<unknown>('/public/categorias');
  return asList<Categoria>(data);
}

/** GET /public/categorias-home: the featured categories of the home page. */
export async function getCategoriasHome(): Promise<Categoria[]> {
  const data = await apiGet<unknown>('/public/categorias-home');
  return asList<Categoria>(data);
}

/**
 * GET /public/categorias/{slug}. Resolves to null when the category does not exist (404) or the
 * answer is empty, so the screen can send the visitor to / (SPEC §2); other errors are rethrown.
 */
export async function getCategoria(slug: string): Promise<CategoriaDetail | null> {
  try {
    const data = await apiGet<CategoriaDetail | null>(`/public/categorias/${encodeURIComponent(slug)}`);
    if (!data || !data.categoria) return null;
    return { categoria: data.categoria, productos: asList<Producto>(data.productos) };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET /public/slides: the home carousel. */
export async function getSlides(): Promise<Slide[]> {
  const data = await apiGet<unknown>('/public/slides');
  return asList<Slide>(data);
}
