/**
 * Entity shapes, as the API returns them (read) and accepts them (write), inferred from
 * the declarations in ./entities (one source of truth). Images: on read, the stored file name (or
 * null); on write, `urlfoto` is a data-URL (or '' / absent when no new image was chosen).
 */

import type { EntityInput, EntityRecord } from './entities/entity.ts';
import type { categoria, comentario, empresa, pagina, post, producto, slide, user } from './entities/index.ts';
import type { RemoteName } from './federation/site-apps.ts';

export type Slide = EntityRecord<typeof slide>;
export type SlideInput = EntityInput<typeof slide>;

export type Categoria = EntityRecord<typeof categoria>;
export type CategoriaInput = EntityInput<typeof categoria>;

/** A product as answered: with its category embedded (`null` when it has none). */
export type Producto = EntityRecord<typeof producto> & { categoria: Pick<Categoria, 'id' | 'nombre' | 'slug'> | null };
export type ProductoInput = EntityInput<typeof producto>;

export type Empresa = EntityRecord<typeof empresa>;
export type EmpresaInput = EntityInput<typeof empresa>;

export type Post = EntityRecord<typeof post>;
export type PostInput = EntityInput<typeof post>;

export type Pagina = EntityRecord<typeof pagina>;
export type PaginaInput = EntityInput<typeof pagina>;

/** A comment as the admin sees it (pending list), with when it was written. */
export type Comentario = EntityRecord<typeof comentario> & { created_at: string };
/** An approved comment on the public list: the e-mail is named `mail`. */
export type ComentarioPublico = Omit<Comentario, 'email'> & { mail: string };
export type ComentarioInput = EntityInput<typeof comentario>;

export interface Role {
  name: string;
}
/**
 * A user as the API answers it: its role as `roles: [{ name }]`, as the shop's API does. The signed-in
 * user (`/auth/me`, a sign-in's answer) also says what two-step sign-in asks of them; servers before
 * it do not send `twoStep`.
 */
export type User = Omit<EntityRecord<typeof user>, 'role'> & { roles: Role[]; twoStep?: UserTwoStep };

/** The signed-in account's two-step sign-in: whether it has it, whether the shop requires it, whether this session used it. */
export interface UserTwoStep {
  enabled: boolean;
  required: boolean;
  session: boolean;
}
/** Create or edit a user: role 'admin' or 'user'; an absent or empty password on edit keeps the current one. */
export type UserInput = Omit<EntityInput<typeof user>, 'password'> & { password?: string };

export interface LoginResponse {
  success: true;
  token: string;
  user: User;
}

/** POST /auth/login for an account with two-step: no token yet, a challenge for the second step. */
export interface TwoStepLoginAnswer {
  twoStep: { challenge: string; methods: Array<'passkey' | 'totp' | 'recovery'> };
}

/** 422 body of every validation error. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** /config.json, read by the host at start-up. */
export interface RuntimeConfig {
  apiBase: string;
  /** Each remote's mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  site: {
    name: string;
    whatsappPhone: string;
    socialUrl: string;
    /**
     * Optional (servers before the statistics do not send it): the shop's IANA time zone, where its
     * days begin and end, so 'Hoy' in the admin is the shop's today wherever the admin is.
     */
    timeZone?: string;
  };
  /**
   * Optional (older servers do not send it): the URL of each remote's remoteEntry.js, read by the server from the
   * live mf-manifest.json, so the host can load a remote without fetching its manifest first.
   */
  remoteEntries?: Partial<Record<RemoteName, string>>;
  /**
   * Optional (older servers do not send it): the release each remote's files come from (none for
   * the site's own unversioned build), which the browser names when it reports what it met.
   */
  releases?: Partial<Record<RemoteName, { id: number; version: string }>>;
  /**
   * Optional: for a remote whose rollout gave this visitor its new release, the stable release to
   * load instead when the new one's files fail to load.
   */
  fallbacks?: Partial<Record<RemoteName, RemoteFallback>>;
  /**
   * Optional (older servers, and the dev host, do not send it): the SHA-384 (`sha384-…`) of each
   * manifest and remoteEntry.js the config names, by the URL it names it with. When present, the
   * host loads those files with it, and refuses one it does not list.
   */
  integrity?: Record<string, string>;
}

/** Where a remote's stable release is, for a page given a rollout's new release. */
export interface RemoteFallback {
  /** Its mf-manifest.json. */
  manifest: string;
  /** Its remoteEntry.js, when the server knows it. */
  entry?: string;
  /** Null: the site's own unversioned build. */
  release: { id: number; version: string } | null;
}

/**
 * One event of the shop's own statistics, as the browser sends it (POST /public/eventos): `ruta` is
 * the page's path (no query, no hash); `origen` the referring site's host, on a visit's first view only.
 */
export type SiteEvent =
  | { tipo: 'vista'; ruta: string; origen?: string }
  | { tipo: 'producto'; ruta: string; producto: number }
  | { tipo: 'whatsapp'; ruta: string; producto?: number }
  | { tipo: 'comentario'; ruta: string };

/** Each kind of event the shop's statistics count: a beacon's `tipo`. */
export const SITE_EVENT_KINDS = ['vista', 'producto', 'whatsapp', 'comentario'] as const satisfies ReadonlyArray<
  SiteEvent['tipo']
>;
/** The longest `ruta` a beacon may carry. */
export const SITE_EVENT_PATH_MAX = 300;
/** A referring site's host as `origen` takes it: lower-case letters, digits, dots and hyphens. */
export const SITE_EVENT_HOST = /^[a-z0-9.-]{1,253}$/;
/** The largest beacon the API reads, in bytes: one event is a few dozen. */
export const SITE_EVENT_BYTES_MAX = 2 * 1024;

/** The owner's statistics report and its parts: types derived from its one declaration, its schema. */
export type {
  Estadisticas,
  EstadisticasCategoria,
  EstadisticasDia,
  EstadisticasEntrada,
  EstadisticasOrigen,
  EstadisticasProducto,
  EstadisticasTotales,
} from './stats/statistics-report.ts';
