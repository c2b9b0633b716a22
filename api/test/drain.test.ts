import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import type { Categoria } from './support/answers.js';
import { startTestServer, type TestServer } from './support/harness.js';

/**
 * Stopping the server over a real socket. Closing (app.close(), what main.ts calls on SIGINT, or
 * after SIGTERM's delay): the request in flight is served, and so is the next one on its
 * kept-alive connection, while /health says "draining" and new connections are refused. Draining
 * (SIGTERM's first step): everything is served, each answer closing its connection. The signals themselves, through `npm start`,
 * are e2e/tests/shutdown.test.ts.
 */
let t: TestServer;
before(async () => {
  t = await startTestServer({ transport: 'http' });
});
after(() => t.dispose());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection written by hand, so the test decides when each byte leaves. */
class Connection {
  #buffer: Buffer = Buffer.alloc(0);
  #waiting: (() => void) | undefined;
  #ended = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#waiting?.();
    });
    socket.on('close', () => {
      this.#ended = true;
      this.#waiting?.();
    });
  }

  static open(url: string): Promise<Connection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Waits until `ready` finds what it needs in the bytes received, or the connection ends. */
  async #until<T>(ready: (buffer: Buffer) => T | undefined): Promise<T> {
    for (;;) {
      const found = ready(this.#buffer);
      if (found !== undefined) return found;
      if (this.#ended) throw new Error(`la conexión se cerró; recibido: ${this.#buffer.toString()}`);
      await new Promise<void>((resolve) => (this.#waiting = resolve));
    }
  }

  /** The next answer: status line, headers and a Content-Length body. */
  async read(): Promise<RawAnswer> {
    return this.#until((buffer) => {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString().split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const status = Number(statusLine.split(' ')[1]);
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return undefined;
      this.#buffer = buffer.subarray(end + 4 + length);
      return { status, headers, body: buffer.subarray(end + 4, end + 4 + length).toString() };
    });
  }

  /** Waits for the connection to be closed by the server. */
  async closed(): Promise<void> {
    await this.#until(() => (this.#ended ? true : undefined)).catch(() => undefined);
  }
}

test('while stopping: the request in flight and the next on its connection are served, /health says draining, new connections are refused', async () => {
  const token = await t.adminToken();
  const body = JSON.stringify({ nombre: 'Conchas de temporada' });
  const half = Math.floor(body.length / 2);
  const host = new URL(t.url).host;

  const connection = await Connection.open(t.url);
  // `Expect: 100-continue`: the server's "100 Continue" proves it has the request's headers, so the
  // request is in flight (not an idle connection) when the stop begins.
  connection.write(
    `POST /api/v1/admin/categoria HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Expect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
  );
  assert.equal((await connection.read()).status, 100);
  connection.write(body.slice(0, half));

  // An idle kept-alive connection, closed as soon as the stop begins.
  const idle = await Connection.open(t.url);
  idle.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  assert.equal((await idle.read()).status, 200);

  const stopped = t.server.app.close();
  await idle.closed();
  assert.equal(idle.ended, true);
  // The listener is closed: a new connection is refused.
  await assert.rejects(fetch(`${t.url}/api/v1/health`));

  // The request in flight completes, written to the database.
  connection.write(body.slice(half));
  const created = await connection.read();
  assert.equal(created.status, 201, created.body);
  const categoria = JSON.parse(created.body) as Categoria;
  assert.equal(categoria.nombre, 'Conchas de temporada');

  // A request on the same kept-alive connection is still answered, and told to go elsewhere.
  connection.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  const health = await connection.read();
  assert.equal(health.status, 503);
  assert.deepEqual(JSON.parse(health.body), {
    status: 'draining',
    message: 'El servidor se está deteniendo: envía las peticiones a otra instancia.',
  });
  assert.equal(health.headers.connection, 'close');
  await connection.closed();

  // Once the connections are done, close() ends: the database is closed after the requests.
  await stopped;
  const restarted = await t.restart();
  t = restarted;
  const listed = await t.admin<Categoria[]>('GET', '/admin/categoria');
  assert.ok(listed.body.some((row) => row.id === categoria.id && row.nombre === 'Conchas de temporada'));
  assert.deepEqual((await t.api('GET', '/health')).body, { status: 'ok', database: 'ok' });
});

test('draining, the first step of a SIGTERM: /health says so, every request is still served and each answer closes its connection', async () => {
  const host = new URL(t.url).host;
  const connection = await Connection.open(t.url);
  connection.write(`GET /api/v1/public/categorias HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  const before = await connection.read();
  assert.equal(before.status, 200);
  assert.notEqual(before.headers.connection, 'close');

  t.server.ctx.draining.begin();
  // A request on a kept-alive connection, and one on a new connection: both served, both closing.
  connection.write(`GET /api/v1/public/categorias HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  const kept = await connection.read();
  assert.deepEqual([kept.status, kept.headers.connection], [200, 'close']);
  await connection.closed();
  assert.equal(connection.ended, true);

  const token = await t.adminToken();
  const created = await fetch(`${t.url}/api/v1/admin/categoria`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nombre: 'Durante el drenaje' }),
  });
  assert.deepEqual([created.status, created.headers.get('connection')], [201, 'close']);

  const health = await fetch(`${t.url}/api/v1/health`);
  assert.deepEqual(
    [health.status, await health.json()],
    [503, { status: 'draining', message: 'El servidor se está deteniendo: envía las peticiones a otra instancia.' }],
  );
});
