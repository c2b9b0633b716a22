import type { Pagina, Post } from '../types';

/** A blog post as the API answers it; `over` changes any field. */

export function post(over: Partial<Post> = {}): Post {
  return {
    id: 1,
    name: 'receta-conchas',
    slug: 'receta-conchas',
    title: 'Cómo hacemos nuestras conchas',
    description: 'Una historia de harina y azúcar. '.repeat(6),
    descripcion: '<p>Contenido</p>',
    order: 1,
    image: 'conchas.webp',
    visits: 0,
    ...over,
  };
}

/** A static page as the API answers it; `over` changes any field. */
export function pagina(over: Partial<Pagina> = {}): Pagina {
  return {
    id: 2,
    name: 'nosotros',
    slug: 'nosotros',
    title: 'Nosotros',
    description: 'Somos una pastelería familiar.',
    texttop: '<p>Arriba</p>',
    textbottom: '<p>Abajo</p>',
    order: 1,
    image: null,
    ...over,
  };
}
