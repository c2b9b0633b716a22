import { HttpError, refusal } from '../http/errors.js';
import { MAX_ID } from '../http/schemas.js';
import type { EventKind, PageKind } from '../db/schema.js';
import { SITE_EVENT_HOST, SITE_EVENT_KINDS, SITE_EVENT_PATH_MAX } from '@pasteleria/shared/types';
import type { SiteIndex } from './site-index.js';

/**
 * A beacon (POST /public/eventos) read and checked in memory: one event, its kind (`tipo`), the
 * page's path (`ruta`, resolved to the category, post or page it names), a product (`producto`,
 * on a `producto` event, and on a `whatsapp` one from a product's button) and the referring host
 * (`origen`, on a `vista` only). Anything wrong is a 422 naming the fault; nothing is counted.
 */
export interface Beacon {
  kind: EventKind;
  page: { kind: PageKind; id: number } | null;
  productId: number | null;
  origin: string | null;
}

/** A path: from '/', without query, fragment or control characters. */
const PATH = /^\/[^?#\p{Cc}]*$/u;

const KINDS: readonly string[] = SITE_EVENT_KINDS;
const WITH_PRODUCT: readonly EventKind[] = ['producto', 'whatsapp'];

function readKind(value: unknown): EventKind {
  if (typeof value !== 'string' || !KINDS.includes(value))
    throw refusal('tipo', "El tipo de evento no es válido: debe ser 'vista', 'producto', 'whatsapp' o 'comentario'.");
  return value as EventKind;
}

function readPage(value: unknown, site: SiteIndex): Beacon['page'] {
  if (typeof value !== 'string' || value.length > SITE_EVENT_PATH_MAX || !PATH.test(value))
    throw refusal(
      'ruta',
      `La ruta no es válida: debe empezar por '/', sin consulta ni fragmento, y tener a lo sumo ${SITE_EVENT_PATH_MAX} caracteres.`,
    );
  const path = value.length > 1 ? value.replace(/\/$/, '') : value;
  return site.pages.get(path) ?? null;
}

function readProduct(value: unknown, kind: EventKind, site: SiteIndex): number | null {
  if (value === undefined || value === null) {
    if (kind === 'producto') throw refusal('producto', "Un evento 'producto' debe indicar el producto.");
    return null;
  }
  if (!WITH_PRODUCT.includes(kind))
    throw refusal('producto', "Solo los eventos 'producto' y 'whatsapp' indican un producto.");
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID)
    throw refusal('producto', 'El producto debe ser un número entero.');
  if (!site.productIds.has(value)) throw refusal('producto', 'El producto indicado no existe.');
  return value;
}

function readOrigin(value: unknown, kind: EventKind): string | null {
  if (value === undefined || value === null) return null;
  if (kind !== 'vista') throw refusal('origen', "Solo un evento 'vista' indica el origen.");
  if (typeof value !== 'string' || !SITE_EVENT_HOST.test(value))
    throw refusal('origen', 'El origen no es un nombre de host válido (letras minúsculas, números, puntos y guiones).');
  return value;
}

/** The event a beacon's parsed body describes, checked against the site; 400 for no body, 422 for a bad event. */
export function readBeacon(body: unknown, site: SiteIndex): Beacon {
  if (body === undefined) throw new HttpError(400, 'La petición no trae ningún evento: el cuerpo está vacío.');
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refusal('evento', 'El evento debe ser un objeto JSON.');
  const input = body as Record<string, unknown>;
  const kind = readKind(input.tipo);
  return {
    kind,
    page: readPage(input.ruta, site),
    productId: readProduct(input.producto, kind, site),
    origin: readOrigin(input.origen, kind),
  };
}
