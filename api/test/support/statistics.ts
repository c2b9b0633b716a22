import type { StatisticsReport } from '../../src/statistics/report.js';
import type { Categoria, Pagina, Post, Producto } from './answers.js';
import { validBodies } from './fixtures.js';
import type { Answer, TestServer } from './harness.js';

/**
 * The statistics' tests: beacons as a browser sends them (text/plain, from an address the server
 * reads in X-Forwarded-For under TRUST_PROXY=1), a clock the test moves, and the report.
 */
export type { StatisticsReport };

/** A browser's user agent (isbot takes inject's and undici's own for robots'). */
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The environment of a server whose beacons carry their visitor's address in X-Forwarded-For. */
export const BEHIND_A_PROXY = { TRUST_PROXY: '1' };

export interface BeaconOptions {
  /** The visitor's address (X-Forwarded-For); default 203.0.113.1. */
  address?: string;
  agent?: string;
  token?: string;
  /** As sendBeacon sends a string (default) or as JSON. */
  type?: string;
}

/** POST /public/eventos with `event` (an object, sent as JSON text, or the raw body). */
export function sendBeacon(t: TestServer, event: unknown, options: BeaconOptions = {}): Promise<Answer> {
  return t.api('POST', '/public/eventos', {
    raw: typeof event === 'string' ? event : JSON.stringify(event),
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      'user-agent': options.agent ?? BROWSER,
      'x-forwarded-for': options.address ?? '203.0.113.1',
    },
    ...(options.token ? { token: options.token } : {}),
  });
}

/** A clock for `startTestServer({ now: clock.now })`, set to an instant written with its offset. */
export class TestClock {
  #at: Date;

  constructor(at: string) {
    this.#at = new Date(at);
  }

  readonly now = (): Date => new Date(this.#at);

  set(at: string): void {
    this.#at = new Date(at);
  }
}

/** GET /admin/estadisticas?desde&hasta (the admin's token); throws unless 200. */
export async function report(t: TestServer, desde: string, hasta = desde): Promise<StatisticsReport> {
  const answer = await t.admin<StatisticsReport>('GET', `/admin/estadisticas?desde=${desde}&hasta=${hasta}`);
  if (answer.status !== 200) throw new Error(`report: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** How many rows a statistics table holds. */
export async function rowsOf(
  t: TestServer,
  table: 'stat_events' | 'stat_salts' | 'stat_days' | 'stat_day_products' | 'stat_day_pages' | 'stat_day_origins',
): Promise<number> {
  const row = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the tests' events name: a category with two products, a post and a page (no pictures). */
export interface ShopContent {
  categoria: Categoria;
  productos: [Producto, Producto];
  post: Post;
  pagina: Pagina;
}

export async function createShopContent(t: TestServer): Promise<ShopContent> {
  const bodies = validBodies('estadísticas', '');
  const create = async <T>(entity: string, body: object): Promise<T> => {
    const answer = await t.admin<T>('POST', `/admin/${entity}`, { body });
    if (answer.status !== 201) throw new Error(`${entity}: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const categoria = await create<Categoria>('categoria', { nombre: 'Pasteles' });
  const producto = (name: string) =>
    create<Producto>('producto', { ...bodies.producto, name, urlfoto: '', categoria_id: categoria.id });
  return {
    categoria,
    productos: [await producto('Tres leches'), await producto('Selva negra')],
    post: await create<Post>('post', { ...bodies.post, name: 'Historia del pan', title: 'La historia del pan' }),
    pagina: await create<Pagina>('pagina', { ...bodies.pagina, name: 'Nosotros', title: 'Quiénes somos' }),
  };
}
