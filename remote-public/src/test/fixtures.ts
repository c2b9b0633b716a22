import type { Categoria, Pagina, Post, Producto } from '@pasteleria/shared';

export function categoria(over: Partial<Categoria> = {}): Categoria {
  return {
    id: 1,
    slug: 'pasteles',
    nombre: 'Pasteles',
    descripcion: '<p>Pasteles para <strong>toda ocasión</strong>.</p>',
    menu: true,
    orden: 1,
    urlfoto: 'pasteles.webp',
    ...over,
  };
}

export function producto(over: Partial<Producto> = {}): Producto {
  return {
    id: 10,
    name: 'Pastel de tres leches',
    title: 'Pastel de tres leches',
    description: '<p>Bizcocho bañado en <em>tres leches</em>.</p>',
    descripcion: 'Clásico húmedo y esponjoso',
    price: 1250,
    code: 'PTL-01',
    stock: 5,
    details: 'Para 20 personas',
    order: 1,
    image: 'tres-leches.webp',
    categoria_id: 1,
    visits: 0,
    slug: 'pastel-de-tres-leches',
    categoria: { id: 1, nombre: 'Pasteles', slug: 'pasteles' },
    ...over,
  };
}

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
