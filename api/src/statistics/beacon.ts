import { HttpError, refusal } from '../http/errors.js';
import type { EventKind, PageKind } from '../db/schema.js';
import { EVENT_KINDS } from './kinds.js';
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

/** The largest beacon body: one event is a few dozen bytes. */
export const BEACON_BODY_LIMIT = 2 * 1024;

const MAX_PATH = 300;
/** A path: from '/', without query, fragment or control characters. */
const PATH = /^\/[^?#\p{Cc}]*$/u;
const HOST = /^[a-z0-9.-]{1,253}$/;
const MAX_ID = 2_147_483_647;

const KINDS: readonly string[] = EVENT_KINDS;
const WITH_PRODUCT: readonly EventKind[] = ['producto', 'whatsapp'];

function readKind(value: unknown): EventKind {
  if (typeof value !== 'string' || !KINDS.includes(value))
    throw refusal('tipo', "El tipo de evento no es válido: debe ser 'vista', 'producto', 'whatsapp' o 'comentario'.");
  return value as EventKind;
}

function readPage(value: unknown, site: SiteIndex): Beacon['page'] {
  if (typeof value !== 'string' || value.length > MAX_PATH || !PATH.test(value))
    throw refusal(
      'ruta',
      `La ruta no es válida: debe empezar por '/', sin consulta ni fragmento, y tener a lo sumo ${MAX_PATH} caracteres.`,
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
  if (typeof value !== 'string' || !HOST.test(value))
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
