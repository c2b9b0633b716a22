import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement each: PGlite's extended protocol runs a single command per query. */
const STATEMENTS = [
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  `CREATE TABLE auth_tokens (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash bytea NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id)`,
  `CREATE TABLE categorias (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    nombre text NOT NULL,
    descripcion text NOT NULL DEFAULT '',
    menu boolean NOT NULL DEFAULT true,
    orden integer NOT NULL DEFAULT 1,
    urlfoto text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX categorias_orden_idx ON categorias (orden, id)`,
  `CREATE TABLE productos (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    title text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    descripcion text NOT NULL DEFAULT '',
    price numeric(12, 2) NOT NULL DEFAULT 0,
    code text NOT NULL DEFAULT '',
    stock integer NOT NULL DEFAULT 0,
    details text NOT NULL DEFAULT '',
    "order" integer NOT NULL DEFAULT 0,
    image text,
    categoria_id integer REFERENCES categorias (id) ON DELETE SET NULL,
    visits integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX productos_categoria_idx ON productos (categoria_id, "order", id)`,
  `CREATE TABLE empresas (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    nombre text NOT NULL,
    descripcion text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '',
    telefono text NOT NULL DEFAULT '',
    direccion text NOT NULL DEFAULT '',
    website text NOT NULL DEFAULT '',
    facebook text NOT NULL DEFAULT '',
    youtube text NOT NULL DEFAULT '',
    tiktok text NOT NULL DEFAULT '',
    latitud double precision,
    longitud double precision,
    orden integer NOT NULL DEFAULT 0,
    urlfoto text,
    publicado boolean NOT NULL DEFAULT true,
    visitas integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX empresas_orden_idx ON empresas (orden, id)`,
  `CREATE TABLE slides (
    id serial PRIMARY KEY,
    frase text NOT NULL,
    link text,
    posicion integer NOT NULL DEFAULT 0,
    imagen text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE posts (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    descripcion text NOT NULL DEFAULT '',
    "order" integer NOT NULL DEFAULT 0,
    image text,
    visits integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE paginas (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    texttop text NOT NULL DEFAULT '',
    textbottom text NOT NULL DEFAULT '',
    "order" integer NOT NULL DEFAULT 0,
    image text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE comentarios (
    id serial PRIMARY KEY,
    nombre text NOT NULL,
    email text NOT NULL DEFAULT '',
    comentario text NOT NULL,
    rating smallint NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
    approved boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX comentarios_approved_idx ON comentarios (approved, created_at DESC, id DESC)`,
  `CREATE TABLE app_state (
    key text PRIMARY KEY,
    value text NOT NULL
  )`,
];

/** The whole first schema. Lengths and ranges are enforced by validation; the columns are plain text. */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE app_state, comentarios, paginas, posts, slides, empresas, productos, categorias, auth_tokens, users;
    `.execute(db);
  },
};
