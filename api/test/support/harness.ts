import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import type { LoginResponse, User } from '@pasteleria/shared/types';
import { readConfig, type Config } from '../../src/config.js';
import type { Tracing } from '../../src/plugins/external/otel.js';
import { buildServer, type Server } from '../../src/server.js';

/**
 * Starts the real server with its own DATA_DIR, listening on a random port. Requests go through
 * fastify's `app.inject` (the whole app, hooks, parsers and answers, without a socket) unless the
 * server or the request asks for real HTTP: the tests of body limits and connections use it, since
 * only a socket shows what is refused before it is read. On PGlite the data dir is a copy of a
 * template prepared once per run (migrated, admin created, no seed); with TEST_DATABASE_URL each
 * server gets its own fresh PostgreSQL database, dropped at the end.
 */
export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-password-123';
/** Small image bound in tests: quick "too big" cases. */
export const MAX_IMAGE_BYTES = 256 * 1024;

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const ENGINE = TEST_DATABASE_URL ? 'postgresql' : 'pglite';

/**
 * An answer: its JSON body (when it is JSON) typed by the caller as what the API answers for that
 * route (the shared entity types, support/answers.ts), `unknown` when the test does not look at it.
 */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

type Transport = 'inject' | 'http';

export interface RequestOptions {
  body?: unknown;
  /** Sent as multipart/form-data; string values as fields, Blobs as files. */
  form?: Record<string, string | Blob>;
  /** Raw body sent as is (with `headers` giving its content-type). */
  raw?: string | Buffer;
  token?: string | null;
  headers?: Record<string, string>;
  /** Overrides the server's transport for this request. */
  transport?: Transport;
}

export interface StartOptions {
  seed?: boolean;
  /** Start from an empty data dir instead of the template (first-start behaviour). */
  fresh?: boolean;
  env?: Record<string, string>;
  config?: (config: Config) => Config;
  /** Reuse this data dir / database (restart). */
  reuse?: { dataDir: string; databaseUrl: string | undefined };
  /** How requests reach the server: `inject` (default) or real `http`. */
  transport?: Transport;
  /** The statistics' clock (the server's `now`): a test moves it instead of waiting. */
  now?: () => Date;
  /** Traces by OTLP, started by the test (`startTracing`). */
  tracing?: Tracing;
  /**
   * The name requests reach the server by over HTTP (its `url`), instead of its address: a
   * passkey's relying party is the request's host, and must be a domain (`localhost`).
   */
  hostname?: string;
}

/** What a request sends, whatever carries it. */
interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

/** A multipart body as bytes with its content type (boundary included), as fetch would send it. */
async function encodeForm(fields: Record<string, string | Blob>): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function parseBody(contentType: string, text: string): unknown {
  if (!contentType.includes('json') || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class TestServer {
  #adminToken: string | undefined;

  constructor(
    readonly server: Server,
    readonly url: string,
    readonly dataDir: string,
    readonly databaseUrl: string | undefined,
    readonly options: StartOptions,
  ) {}

  get ctx() {
    return this.server.ctx;
  }

  async request<T = unknown>(method: string, urlPath: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: Outgoing['body'];
    if (method === 'GET' || method === 'HEAD') {
      body = undefined;
    } else if (options.form) {
      const form = await encodeForm(options.form);
      headers['content-type'] = form.type;
      body = form.bytes;
    } else if (options.raw !== undefined) {
      body = options.raw;
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const outgoing = { method, url: urlPath, headers, body };
    const answer =
      (options.transport ?? this.options.transport ?? 'inject') === 'http'
        ? await this.overHttp(outgoing)
        : await this.injected(outgoing);
    // The caller names what this route answers; the harness only parses it.
    return { ...answer, body: parseBody(answer.headers.get('content-type') ?? '', answer.text) as T };
  }

  /** Over a real socket, as a browser or another server would send it. */
  private async overHttp({ method, url, headers, body }: Outgoing): Promise<Omit<Answer, 'body'>> {
    const response = await fetch(`${this.url}${url}`, { method, headers, body });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** Through fastify's inject: the same app, without a socket. */
  private async injected({ method, url, headers, body }: Outgoing): Promise<Omit<Answer, 'body'>> {
    const response = await this.server.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) answerHeaders.append(name, String(item));
    }
    return { status: response.statusCode, headers: answerHeaders, text: response.body };
  }

  /** A request to /api/v1 with the admin's token. */
  async admin<T = unknown>(method: string, apiPath: string, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.request<T>(method, `/api/v1${apiPath}`, { token: await this.adminToken(), ...options });
  }

  /** A request to /api/v1 without a token (unless given). */
  api<T = unknown>(method: string, apiPath: string, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.request<T>(method, `/api/v1${apiPath}`, options);
  }

  async login(email: string, password: string): Promise<string> {
    const answer = await this.api<LoginResponse>('POST', '/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
    return answer.body.token;
  }

  async adminToken(): Promise<string> {
    this.#adminToken ??= await this.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    return this.#adminToken;
  }

  /** Creates a user with the given role and answers a token of theirs. */
  async userToken(role: 'admin' | 'user' = 'user'): Promise<{ id: number; token: string; email: string }> {
    const email = `${role}-${randomBytes(4).toString('hex')}@test.local`;
    const password = 'user-password-123';
    const created = await this.admin<User>('POST', '/admin/user', {
      body: { name: `Usuario ${role}`, email, role, password },
    });
    if (created.status !== 201) throw new Error(`user create failed: ${created.status} ${created.text}`);
    return { id: created.body.id, token: await this.login(email, password), email };
  }

  /** Stops the server, keeping its data. */
  async close(): Promise<void> {
    await this.server.app.close();
  }

  /** Stops and starts again on the same data dir / database. */
  async restart(): Promise<TestServer> {
    await this.close();
    return startTestServer({
      ...this.options,
      fresh: false,
      reuse: { dataDir: this.dataDir, databaseUrl: this.databaseUrl },
    });
  }

  /** Stops the server and removes its data dir and database. */
  async dispose(): Promise<void> {
    await this.server.app.close().catch(() => undefined);
    await fs.rm(this.dataDir, { recursive: true, force: true });
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
  }
}

/**
 * The web root of a test that names none: an empty folder, so a server starts with no built site
 * and no releases of its own (a test of the site gives its own WEB_ROOT).
 */
const EMPTY_WEB_ROOT = path.join(os.tmpdir(), `pasteleria-no-site-${process.pid}`);

function testConfig(dataDir: string, databaseUrl: string | undefined, options: StartOptions): Config {
  const config = readConfig(
    {
      DATA_DIR: dataDir,
      WEB_ROOT: EMPTY_WEB_ROOT,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED: options.seed ? '1' : '0',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
      ...(options.env ?? {}),
    },
    process.cwd(),
  );
  return options.config ? options.config(config) : config;
}

/** The PostgreSQL server of this run (TEST_DATABASE_URL). */
function serverUrl(): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return TEST_DATABASE_URL;
}

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  return client;
}

export async function createDatabase(): Promise<string> {
  const name = `pasteleria_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = await adminClient();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^pasteleria_test_\w+$/.test(name)) return;
  const client = await adminClient();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The template data dir of this run (made by support/run.ts), or one made now. */
let templateDir: Promise<string> | undefined;

export async function prepareTemplate(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
  const server = await buildServer(testConfig(dir, undefined, {}));
  await server.app.close();
}

function template(): Promise<string> {
  templateDir ??= (async () => {
    const given = process.env.TEST_TEMPLATE_DIR;
    if (given) return given;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pasteleria-template-'));
    await prepareTemplate(dir);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return templateDir;
}

/**
 * A new data dir, and on a PostgreSQL run a new database: what a server of this run starts on. On
 * PGlite the data dir holds a copy of the template unless `empty` (a first start).
 */
export async function newDatabase(empty = false): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pasteleria-api-'));
  if (TEST_DATABASE_URL) return { dataDir, databaseUrl: await createDatabase() };
  if (!empty) await fs.cp(await template(), dataDir, { recursive: true });
  return { dataDir, databaseUrl: undefined };
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const { dataDir, databaseUrl } =
    options.reuse ?? (await newDatabase(options.fresh === true || options.seed === true));
  const server = await buildServer(testConfig(dataDir, databaseUrl, options), {
    now: options.now,
    tracing: options.tracing,
  });
  const address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
  if (options.hostname) address.hostname = options.hostname;
  return new TestServer(server, address.origin, dataDir, databaseUrl, options);
}
