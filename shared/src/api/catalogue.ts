import { thenAnswer } from './answered';
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
export function getCategorias(): Promise<Categoria[]> {
  return thenAnswer(apiGet<unknown>('/public/categorias'), asList<Categoria>);
}

/** GET /public/categorias-home: the featured categories of the home page. */
export function getCategoriasHome(): Promise<Categoria[]> {
  return thenAnswer(apiGet<unknown>('/public/categorias-home'), asList<Categoria>);
}

/**
 * GET /public/categorias/{slug}. Resolves to null when the category does not exist (404) or the
 * answer is empty, so the screen can send the visitor to /; other errors are rethrown.
 */
export function getCategoria(slug: string): Promise<CategoriaDetail | null> {
  return thenAnswer(
    apiGet<CategoriaDetail | null>(`/public/categorias/${encodeURIComponent(slug)}`),
    (data) => (data?.categoria ? { categoria: data.categoria, productos: asList<Producto>(data.productos) } : null),
    (error) => {
      if (isNotFound(error)) return null;
      throw error;
    },
  );
}

/** GET /public/slides: the home carousel. */
export function getSlides(): Promise<Slide[]> {
  return thenAnswer(apiGet<unknown>('/public/slides'), asList<Slide>);
}
