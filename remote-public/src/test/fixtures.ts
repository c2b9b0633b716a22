import type { Categoria, ComentarioPublico, Empresa, Producto, Slide } from '@pasteleria/shared';

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

export function slide(over: Partial<Slide> = {}): Slide {
  return {
    id: 1,
    frase: 'Pasteles para cada celebración',
    link: '/categorias/pasteles',
    posicion: 1,
    imagen: 'pasteles.webp',
    ...over,
  };
}

export function empresa(over: Partial<Empresa> = {}): Empresa {
  return {
    id: 1,
    nombre: 'La Esperanza Coyoacán',
    slug: 'la-esperanza-coyoacan',
    descripcion: 'Nuestra casa desde 1987.',
    email: 'coyoacan@pasteleria.mx',
    telefono: '55 5554 2187',
    direccion: 'Av. Francisco Sosa 214, Coyoacán',
    website: 'https://pasteleria.mx/coyoacan',
    facebook: 'https://www.facebook.com/pasteleria',
    youtube: '',
    tiktok: '',
    latitud: 19.3478,
    longitud: -99.1672,
    orden: 1,
    urlfoto: 'coyoacan.webp',
    publicado: true,
    visitas: 0,
    ...over,
  };
}

export function comentario(over: Partial<ComentarioPublico> = {}): ComentarioPublico {
  return {
    id: 1,
    nombre: 'Mariana López',
    mail: 'mariana@example.com',
    comentario: 'El pastel de tres leches quedó perfecto.',
    rating: 4,
    created_at: '2025-05-01T10:00:00Z',
    ...over,
  };
}
