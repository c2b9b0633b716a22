import { branchSearch, inputSchema } from '@pasteleria/shared/entities';
import { categoria, empresa, pagina, post, producto, slide } from '../entities/definitions.js';
import { pickErrors, slugParams, listOf } from '../http/schemas.js';
import { answerSchema } from '../content/schemas.js';

/** The 404 of a slug that names no category, post or page. */
export const CATEGORY_MISSING = 'No se encontró la categoría.';
export const POST_MISSING = 'No se encontró el post.';
export const PAGE_MISSING = 'No se encontró la página.';

/** The most branches GET /public/empresas/{n} answers. */
const MAX_BRANCHES = 100;

const catalogue = ['Catálogo'];
const branches = ['Sucursales'];
const blog = ['Blog'];

export const publicSchemas = {
  categorias: { tags: catalogue, summary: 'Categorías, por orden', response: { 200: listOf(answerSchema(categoria)) } },
  categoriasHome: {
    tags: catalogue,
    summary: 'Categorías de portada (menu = true)',
    response: { 200: listOf(answerSchema(categoria)) },
  },
  categoria: {
    tags: catalogue,
    summary: 'Una categoría con sus productos',
    params: slugParams(CATEGORY_MISSING),
    response: {
      200: {
        type: 'object',
        properties: { categoria: answerSchema(categoria), productos: listOf(answerSchema(producto)) },
        required: ['categoria', 'productos'],
      },
      ...pickErrors(404),
    },
  },
  slides: {
    tags: ['Portada'],
    summary: 'Slides del carrusel, por posición',
    response: { 200: listOf(answerSchema(slide)) },
  },
  firstBranches: {
    tags: branches,
    summary: 'Las primeras n sucursales publicadas (la portada pide 5)',
    params: {
      type: 'object',
      properties: {
        n: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_BRANCHES,
          errorMessage: `El número de sucursales debe ser un entero entre 1 y ${MAX_BRANCHES}.`,
        },
      },
      required: ['n'],
      refusal: {},
    },
    response: { 200: listOf(answerSchema(empresa)), ...pickErrors(422) },
  },
  searchBranches: {
    tags: branches,
    summary:
      'Sucursales publicadas cuyo nombre, dirección o descripción contienen el texto (sin distinguir acentos ni mayúsculas)',
    body: inputSchema(branchSearch, 'create'),
    response: { 200: listOf(answerSchema(empresa)), ...pickErrors(413, 422) },
  },
  posts: { tags: blog, summary: 'Posts, por orden', response: { 200: listOf(answerSchema(post)) } },
  paginas: { tags: blog, summary: 'Páginas, por orden', response: { 200: listOf(answerSchema(pagina)) } },
  post: {
    tags: blog,
    summary: 'Un post; cuenta una visita',
    params: slugParams(POST_MISSING),
    response: { 200: answerSchema(post), ...pickErrors(404) },
  },
  pagina: {
    tags: blog,
    summary: 'Una página',
    params: slugParams(PAGE_MISSING),
    response: { 200: answerSchema(pagina), ...pickErrors(404) },
  },
};
