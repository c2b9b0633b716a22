import { categoria } from './categoria.ts';
import { empresa } from './empresa.ts';
import { pagina } from './pagina.ts';
import { post } from './post.ts';
import { producto } from './producto.ts';
import { slide } from './slide.ts';

/** The six entities managed through the generic admin CRUD, in menu order. */
export const CONTENT_ENTITIES = [categoria, producto, empresa, slide, post, pagina] as const;
export type ContentEntityName = (typeof CONTENT_ENTITIES)[number]['name'];
