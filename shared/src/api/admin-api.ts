import { adminResource } from './admin-resource';
import { pick, slugify } from './body';
import {
  categoria, empresa, isDataUrl, pagina, post, producto, sentFields, slide,
  type EntityDeclaration, type EntityInput, type Mode,
} from '../entities/index.ts';
import type { Categoria, Empresa, Pagina, Post, Producto, Slide } from '../types';

/*
 * The back office's calls, built from the entity declarations: each body carries exactly the
 * fields SPEC §7 lists for that call, and is sent as the declaration's `update` style says.
 */

type Body = Record<string, string | number | boolean | null | undefined>;

/** The declared fields sent on `mode`; on create, absent flags and counters take their SPEC §9 default. */
function fieldsFor(declaration: EntityDeclaration, input: Body, mode: Mode): Body {
  const body = pick(input, sentFields(declaration, mode));
  if (mode === 'create') {
    for (const name of sentFields(declaration, mode)) {
      const field = declaration.fields[name]!;
      if (body[name] !== undefined) continue;
      if (field.kind === 'bool' || (field.kind === 'int' && field.counter)) body[name] = field.default;
    }
  }
  return body;
}

/** POST body: the fields, the image if one was given, and the slug where SPEC §7 has the client send it. */
export function createBody(declaration: EntityDeclaration, input: Body): Body {
  const body = fieldsFor(declaration, input, 'create');
  const image = declaration.image;
  if (image && input[image.input] !== undefined) body[image.input] = input[image.input];
  const slug = declaration.slug;
  if (slug?.sentOnCreate) body.slug = (typeof input.slug === 'string' && input.slug) || slugify(String(input[slug.from] ?? ''));
  return body;
}

/**
 * Update body: the whole form, and the image only when a new file was chosen (SPEC §4), under the
 * field the declaration names (a branch's `file`); a product sends it empty otherwise.
 */
export function updateBody(declaration: EntityDeclaration, input: Body): Body {
  const body = fieldsFor(declaration, input, 'update');
  const image = declaration.image;
  if (!image) return body;
  const key = image.updateInput ?? image.input;
  const chosen = [input[key], input[image.input]].find(isDataUrl);
  if (chosen) body[key] = chosen;
  else if (image.unchanged === 'empty') body[key] = '';
  return body;
}

function resource<Entity, Input extends object>(declaration: EntityDeclaration) {
  return adminResource<Entity, Input>({
    path: `/admin/${declaration.name}`,
    createBody: (input) => createBody(declaration, input as Body),
    updateBody: (input) => updateBody(declaration, input as Body),
    updateStyle: declaration.update ?? 'put-json',
  });
}

/**
 * CRUD of every admin entity: `adminApi.categoria.list()`, `.get(id)`, `.create(input)`,
 * `.update(id, input)`, `.remove(id)`; likewise producto, empresa, slide, post, pagina.
 */
export const adminApi = {
  categoria: resource<Categoria, EntityInput<typeof categoria>>(categoria),
  producto: resource<Producto, EntityInput<typeof producto>>(producto),
  empresa: resource<Empresa, EntityInput<typeof empresa>>(empresa),
  slide: resource<Slide, EntityInput<typeof slide>>(slide),
  post: resource<Post, EntityInput<typeof post>>(post),
  pagina: resource<Pagina, EntityInput<typeof pagina>>(pagina),
} as const;
