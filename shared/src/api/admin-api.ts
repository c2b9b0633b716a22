import { adminResource } from './admin-resource';
import type {
  categoria,
  ContentEntityName,
  empresa,
  EntityInput,
  pagina,
  post,
  producto,
  slide,
} from '../entities/index.ts';
import type { Categoria, Empresa, Pagina, Post, Producto, Slide } from '../types';

/*
 * The back office's calls, built from the entity declarations: each body carries exactly the
 * fields the API's contract takes for that call, and is sent as the declaration's `update` style says.
 *
 * This module is in the main entry, which every visitor downloads; the declarations and the body
 * rules are not: they are a chunk of their own, loaded by the first write (an admin saving).
 */

function resource<Entity, Input extends object>(name: ContentEntityName) {
  return adminResource<Entity, Input>({
    path: `/admin/${name}`,
    writeRules: async () => {
      const { writeRulesOf } = await import(/* webpackChunkName: "admin-bodies" */ './admin-bodies');
      return writeRulesOf<Input>(name);
    },
  });
}

/**
 * CRUD of every admin entity: `adminApi.categoria.list()`, `.get(id)`, `.create(input)`,
 * `.update(id, input)`, `.remove(id)`; likewise producto, empresa, slide, post, pagina.
 */
export const adminApi = {
  categoria: resource<Categoria, EntityInput<typeof categoria>>('categoria'),
  producto: resource<Producto, EntityInput<typeof producto>>('producto'),
  empresa: resource<Empresa, EntityInput<typeof empresa>>('empresa'),
  slide: resource<Slide, EntityInput<typeof slide>>('slide'),
  post: resource<Post, EntityInput<typeof post>>('post'),
  pagina: resource<Pagina, EntityInput<typeof pagina>>('pagina'),
} as const;
