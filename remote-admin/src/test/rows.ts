import type { Row } from '../resources';

/** Admin rows as the API answers them, for component tests. */
export const categorias: Row[] = [
  {
    id: 1,
    slug: 'pasteles',
    nombre: 'Pasteles',
    descripcion: '<p>Para toda ocasión</p>',
    menu: true,
    orden: 1,
    urlfoto: 'pasteles.webp',
  },
  { id: 2, slug: 'galletas', nombre: 'Galletas', descripcion: '', menu: false, orden: 2, urlfoto: null },
  { id: 3, slug: 'pan-dulce', nombre: 'Pan dulce', descripcion: '', menu: true, orden: 3, urlfoto: 'pan.webp' },
];

export const productos: Row[] = [
  {
    id: 7,
    slug: 'pastel-tres-leches',
    name: 'Pastel tres leches',
    title: 'Tres leches',
    description: '<p>Rico</p>',
    descripcion: 'Clásico',
    price: 1250,
    code: 'P-7',
    stock: 3,
    details: '',
    order: 0,
    categoria_id: 1,
    visits: 12,
    image: 'tres.webp',
    categoria: { id: 1, nombre: 'Pasteles', slug: 'pasteles' },
  },
  {
    id: 8,
    slug: 'concha',
    name: 'Concha',
    title: 'Concha',
    description: '',
    descripcion: '',
    price: 0,
    code: '',
    stock: 0,
    details: '',
    order: 1,
    categoria_id: null,
    visits: 0,
    image: null,
    categoria: null,
  },
];

export const slides: Row[] = [
  {
    id: 4,
    frase: 'Pasteles para tu fiesta',
    link: 'https://pasteleria.mx/fiestas',
    posicion: 1,
    imagen: 'fiesta.webp',
  },
  { id: 5, frase: 'Pan recién horneado', link: null, posicion: 2, imagen: 'pan.webp' },
];
