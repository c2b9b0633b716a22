import { adminResource } from './admin-resource';
import { isDataUrl, keepNewImage, pick, slugify } from './body';
import type {
  Categoria, CategoriaInput, Empresa, EmpresaInput, Pagina, PaginaInput,
  Post, PostInput, Producto, ProductoInput, Slide, SlideInput,
} from '../types';

/* The back office's calls, one declaration per entity, bodies exactly as SPEC §7 lists them. */

const categoria = adminResource<Categoria, CategoriaInput>({
  path: '/admin/categoria',
  // Created shown on the home page unless said otherwise (SPEC §9); slug from the name when not given.
  createBody: (input) => ({
    ...pick(input, ['nombre', 'descripcion', 'orden', 'urlfoto']),
    slug: input.slug || slugify(input.nombre),
    menu: input.menu ?? true,
  }),
  updateBody: (input) => keepNewImage(pick(input, ['nombre', 'descripcion', 'orden', 'urlfoto', 'menu']), 'urlfoto'),
  updateStyle: 'put-json',
});

const PRODUCTO_FIELDS = [
  'name', 'title', 'description', 'descripcion', 'urlfoto', 'code', 'stock', 'price', 'details', 'order', 'categoria_id', 'visits',
] as const;

const producto = adminResource<Producto, ProductoInput>({
  path: '/admin/producto',
  createBody: (input) => ({ ...pick(input, PRODUCTO_FIELDS), visits: input.visits ?? 0 }),
  // The whole form; urlfoto is '' unless a new image was chosen (SPEC §4).
  updateBody: (input) => ({ ...pick(input, PRODUCTO_FIELDS), urlfoto: isDataUrl(input.urlfoto) ? input.urlfoto : '' }),
  updateStyle: 'put-json',
});

const EMPRESA_FIELDS = [
  'nombre', 'email', 'telefono', 'direccion', 'website', 'facebook', 'youtube', 'tiktok',
  'descripcion', 'orden', 'latitud', 'longitud', 'publicado', 'visitas',
] as const;

const empresa = adminResource<Empresa, EmpresaInput>({
  path: '/admin/empresa',
  // Created published, with no visits (SPEC §9).
  createBody: (input) => ({
    ...pick(input, EMPRESA_FIELDS),
    urlfoto: input.urlfoto,
    publicado: input.publicado ?? true,
    visitas: input.visitas ?? 0,
  }),
  // On edit a new image travels under `file` (SPEC §3), whether given as `file` or `urlfoto`.
  updateBody: (input) => ({ ...pick(input, EMPRESA_FIELDS), file: [input.file, input.urlfoto].find(isDataUrl) }),
  updateStyle: 'put-json',
});

const slide = adminResource<Slide, SlideInput>({
  path: '/admin/slide',
  createBody: (input) => pick(input, ['frase', 'link', 'posicion', 'urlfoto']),
  updateBody: (input) => keepNewImage(pick(input, ['frase', 'posicion', 'link', 'urlfoto']), 'urlfoto'),
  updateStyle: 'post-json-override',
});

const post = adminResource<Post, PostInput>({
  path: '/admin/post',
  createBody: (input) => pick(input, ['name', 'title', 'description', 'descripcion', 'order', 'urlfoto']),
  updateBody: (input) =>
    keepNewImage(pick(input, ['name', 'title', 'description', 'descripcion', 'order', 'visits', 'urlfoto']), 'urlfoto'),
  updateStyle: 'post-form-override',
});

const PAGINA_FIELDS = ['name', 'title', 'description', 'texttop', 'textbottom', 'order', 'urlfoto'] as const;

const pagina = adminResource<Pagina, PaginaInput>({
  path: '/admin/pagina',
  createBody: (input) => pick(input, PAGINA_FIELDS),
  updateBody: (input) => keepNewImage(pick(input, PAGINA_FIELDS), 'urlfoto'),
  updateStyle: 'post-form-override',
});

/**
 * CRUD of every admin entity: `adminApi.categoria.list()`, `.get(id)`, `.create(input)`,
 * `.update(id, input)`, `.remove(id)`; likewise producto, empresa, slide, post, pagina.
 */
export const adminApi = { categoria, producto, empresa, slide, post, pagina } as const;
