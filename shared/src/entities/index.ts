/**
 * `@pasteleria/shared/entities`: every entity declared once. Not part of the main
 * entry: a screen that imports it bundles it, so a visitor downloads none of it unless a public
 * screen uses it.
 */
import { categoria } from './categoria.ts';
import { comentario } from './comentario.ts';
import { empresa } from './empresa.ts';
import { pagina } from './pagina.ts';
import { post } from './post.ts';
import { producto } from './producto.ts';
import { slide } from './slide.ts';
import { user } from './user.ts';

export { categoria, comentario, empresa, pagina, post, producto, slide, user };

export { CONTENT_ENTITIES, type ContentEntityName } from './content-entities.ts';

export * from './admin-first-reads.ts';
export * from './data-url.ts';
export * from './entity.ts';
export * from './fields.ts';
export * from './json-schema.ts';
export * from './limits.ts';
export * from './requests.ts';
export * from './rich-html.ts';
export * from './slug.ts';
export * from './rich-spaces.ts';
