import type { Categoria, Producto } from '@pasteleria/shared';

// Posts and pages: `post`, `pagina` from '@pasteleria/shared/testing' (the blog remote uses them too).

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
