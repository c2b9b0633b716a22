import { defineEntity } from './entity.ts';
import { bool, float, int, text } from './fields.ts';
import { COUNT_MAX, ORDER_MAX } from './limits.ts';

/** A branch of the shop (called Sucursales in the back office). */
export const empresa = defineEntity({
  name: 'empresa',
  label: 'la sucursal',
  fields: {
    nombre: text('Nombre', { required: true, max: 150 }),
    descripcion: text('Descripción', { max: 5000, multiline: true }),
    email: text('Email', { max: 254, format: 'email' }),
    telefono: text('Teléfono', { max: 30, format: 'phone' }),
    direccion: text('Dirección', { max: 255 }),
    website: text('Sitio web', { max: 500, format: 'url' }),
    facebook: text('Facebook', { max: 500, format: 'url' }),
    youtube: text('YouTube', { max: 500, format: 'url' }),
    tiktok: text('TikTok', { max: 500, format: 'url' }),
    latitud: float('Latitud', { min: -90, max: 90 }),
    longitud: float('Longitud', { min: -180, max: 180 }),
    orden: int('Orden', { min: 0, max: ORDER_MAX, default: 0 }),
    // Created published, with no visits.
    publicado: bool('Publicado', { default: true }),
    visitas: int('Visitas', { min: 0, max: COUNT_MAX, default: 0, counter: true }),
  },
  // On edit the new image is sent under `file`.
  image: {
    column: 'urlfoto',
    input: 'urlfoto',
    updateInput: 'file',
    required: false,
    unchanged: 'omit',
    missing: 'placeholder',
  },
  slug: { from: 'nombre' },
  order: 'orden',
  update: 'put-json',
});
