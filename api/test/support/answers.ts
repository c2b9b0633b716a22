/**
 * What the API answers, as the tests read it: the entity types the front end uses (shared, derived
 * from the declarations), plus the small shapes of messages. A test names the one its route answers
 * (`t.admin<Categoria>(…)`); the harness only parses JSON, so this is the contract the test asserts.
 */
import type { Categoria, Comentario, Producto } from '@pasteleria/shared/types';

export type {
  Categoria,
  Comentario,
  ComentarioPublico,
  Empresa,
  LoginResponse,
  Pagina,
  Post,
  Producto,
  Slide,
  User,
  ValidationErrorBody,
} from '@pasteleria/shared/types';

/** Every error answer but 422, and the answers of deletes: `{ message }` in Spanish. */
export interface Message {
  message: string;
}

/** A row of an entity chosen at run time (a loop over every entity): its id and its columns. */
export type Row = { id: number } & Record<string, unknown>;

/** POST /public/comentarios: the comment, pending, and the thanks. */
export interface ComentarioCreado {
  message: string;
  comentario: Comentario;
}

/** GET /public/categorias/:slug: the category and its products. */
export interface CategoriaDetalle {
  categoria: Categoria;
  productos: Producto[];
}
