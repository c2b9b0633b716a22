import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors.js';

/**
 * Request bodies: JSON, application/x-www-form-urlencoded and multipart/form-data, all reaching the
 * same validation (form fields as strings, multipart file parts as data-URLs). A request that
 * carries no body is never parsed, whatever its Content-Type says.
 *
 * Each route decides how much it reads: the app default is small (PUBLIC_BODY_LIMIT), only the
 * admin writes take an image-sized body (`adminBodyLimit`), and routes declared with NO_BODY (and
 * DELETE, OPTIONS, unknown paths) read none: a body sent to them is refused unread.
 */

/**
 * Largest body of the public writes (login, comment, branch search) and of every route that does not
 * raise it: anyone may send those, so a body sized for an image is never parsed for them.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** Largest admin write: one image as base64 plus room for the rest of a form and its rich HTML. */
export function adminBodyLimit(maxImageBytes: number): number {
  return Math.ceil((maxImageBytes * 4) / 3) + 3 * 1024 * 1024;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads no body: one sent anyway is answered 413 before it is read. */
    noBody?: boolean;
  }
}

/** Route option of POST/PUT routes that take no body (logout, approving a comment). */
export const NO_BODY = { config: { noBody: true } } as const;

const TOO_LARGE = 'El cuerpo de la petición es demasiado grande.';

/** True when the request announces a body (a length above 0, or chunked). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Refuses a body that will not be read; the connection is closed, so the unread bytes go nowhere. */
function refuseBody(reply: FastifyReply, error: HttpError): never {
  reply.header('connection', 'close');
  throw error;
}

const NO_BODY_HERE = () => new HttpError(413, 'Esta ruta no admite un cuerpo en la petición.');

/**
 * onRequest, first: an empty body loses its Content-Type, so fastify skips parsing whatever the
 * type says (axios sends `put(url, null)` as an empty url-encoded form).
 */
async function ignoreTypeOfEmptyBodies(request: FastifyRequest): Promise<void> {
  // fastify decides whether to parse from the raw headers; nothing to parse means no parser to choose.
  if (!carriesBody(request)) delete request.raw.headers['content-type'];
}

/**
 * onRequest: unknown paths and OPTIONS (preflights, answered by CORS in onRequest) have no guard
 * to wait for; a body sent to them is refused at once.
 */
async function refuseBodiesOfUnknownPathsAndOptions(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || !carriesBody(request)) return;
  if (request.is404) refuseBody(reply, notFound());
  if (request.method === 'OPTIONS') refuseBody(reply, NO_BODY_HERE());
}

/** What a bodiless route tolerates, read and ignored: clients that always send `{}` keep working. */
const TOLERATED_BODY = 1024;

function announcesMoreThan(request: FastifyRequest, bytes: number): boolean {
  const length = Number(request.headers['content-length']);
  return request.headers['transfer-encoding'] !== undefined || !Number.isFinite(length) || length > bytes;
}

/**
 * preParsing (after the guards, before a byte is read): DELETE and NO_BODY routes (logout,
 * approving a comment) refuse a body larger than a token `{}`; what they tolerate is ignored.
 */
async function refuseBodiesOfBodilessRoutes(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const bodiless = request.method === 'DELETE' || request.routeOptions.config?.noBody === true;
  if (bodiless && carriesBody(request) && announcesMoreThan(request, TOLERATED_BODY)) refuseBody(reply, NO_BODY_HERE());
  return payload;
}

interface MultipartPart {
  type: 'field' | 'file';
  value?: unknown;
  valueTruncated?: boolean;
  mimetype?: string;
  _buf?: Buffer | null;
}

function isPart(value: unknown): value is MultipartPart {
  return typeof value === 'object' && value !== null && 'type' in value && ((value as MultipartPart).type === 'field' || (value as MultipartPart).type === 'file');
}

function partValue(part: MultipartPart): unknown {
  if (part.type === 'field') {
    if (part.valueTruncated) throw new HttpError(413, TOO_LARGE);
    return part.value;
  }
  const bytes = part._buf ?? Buffer.alloc(0);
  return bytes.length ? `data:${part.mimetype ?? 'application/octet-stream'};base64,${bytes.toString('base64')}` : '';
}

/** Turns the parts @fastify/multipart attached to the body into plain values. */
function flattenMultipart(body: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) flat[key] = value.map((item) => (isPart(item) ? partValue(item) : item));
    else flat[key] = isPart(value) ? partValue(value) : value;
  }
  return flat;
}

/**
 * A url-encoded form as a plain object of strings; a name given more than once becomes an array of
 * strings, as multipart does (validation then refuses it). Empty: no body.
 */
export function parseUrlEncoded(text: string): Record<string, string | string[]> | undefined {
  if (text.trim() === '') return undefined;
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = entries.get(key);
    if (previous === undefined) entries.set(key, value);
    else entries.set(key, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  // fromEntries defines own properties, so a field named __proto__ is just a field.
  return Object.fromEntries(entries);
}

export async function installBodyParsers(app: FastifyInstance, options: { maxBodyLimit: number; maxImageBytes: number }): Promise<void> {
  app.addHook('onRequest', ignoreTypeOfEmptyBodies);
  app.addHook('onRequest', refuseBodiesOfUnknownPathsAndOptions);
  app.addHook('preParsing', refuseBodiesOfBodilessRoutes);

  // JSON, url-encoded forms and multipart: any other type is a 415 (not read).
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'El cuerpo de la petición no es JSON válido.'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
  });

  // A multipart body is bounded as a whole by its declared length (browsers always send one),
  // against the route's own limit like a JSON body.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !type.toLowerCase().startsWith('multipart/')) return;
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length)) throw new HttpError(411, 'Falta la longitud del cuerpo de la petición.');
    if (length > (request.routeOptions.bodyLimit ?? PUBLIC_BODY_LIMIT)) throw new HttpError(413, TOO_LARGE);
  });

  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fieldSize: options.maxBodyLimit, fields: 60, files: 3, fileSize: options.maxImageBytes, parts: 70, fieldNameSize: 100 },
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.isMultipart() && request.body && typeof request.body === 'object') {
      request.body = flattenMultipart(request.body as Record<string, unknown>);
    }
  });
}
