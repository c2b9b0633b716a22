import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  errorCodes,
  type FastifyBodyParser,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { HttpError, NO_BODY_HERE, notFound, TOO_LARGE } from '../../http/errors.js';
import { UploadedFile } from '../../http/uploaded-file.js';

/**
 * Request bodies: JSON, application/x-www-form-urlencoded and multipart/form-data, all reaching the
 * same validation (form fields as strings, multipart file parts as an UploadedFile: bytes and their
 * declared type). A request that carries no body is never read, whatever its Content-Type says; any
 * other type with a body is a 415, unread.
 *
 * Each route decides how much it reads: the app default is small (PUBLIC_BODY_LIMIT), only the
 * admin writes take an image-sized body (`adminBodyLimit`), and routes declared with NO_BODY (and
 * DELETE) take a token body at most (`TOLERATED_BODY`). fastify refuses a longer one from its
 * Content-Length, after the route's guards (onRequest) and before reading it; OPTIONS and unknown
 * paths refuse any body at once.
 */

/**
 * Largest body of the public writes (login, comment, branch search) and of every route that does not
 * raise it: anyone may send those, so a body sized for an image is never parsed for them.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** Largest admin write: one image as base64 (JSON clients) plus room for the rest of a form and its rich HTML. */
export function adminBodyLimit(maxImageBytes: number): number {
  return Math.ceil((maxImageBytes * 4) / 3) + 3 * 1024 * 1024;
}

/** What a bodiless route tolerates, read and ignored: clients that always send `{}` keep working. */
const TOLERATED_BODY = 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads no body (set for DELETE too): more than TOLERATED_BODY is answered 413 unread. */
    noBody?: boolean;
    /** The route's large limit is for a multipart upload alone: any other body keeps PUBLIC_BODY_LIMIT. */
    uploadOnly?: boolean;
  }
}

/** Room in an upload's form for its other fields and the parts' headers. */
const UPLOAD_FORM_ROOM = 64 * 1024;

/**
 * Route options of a route that takes one file of up to `fileBytes` (a release's bundle): the body
 * may be that large only as multipart/form-data, whose file part may then be that large too.
 */
export function uploadRoute(fileBytes: number) {
  const bodyLimit = fileBytes + UPLOAD_FORM_ROOM;
  return {
    bodyLimit,
    config: { uploadOnly: true, multipartOptions: { limits: { fileSize: fileBytes }, fileHwm: bodyLimit } },
  };
}

/** Route option of POST/PUT routes that take no body (logout, approving a comment). */
export const NO_BODY = { config: { noBody: true } } as const;

/** True when the request announces a body (a length above 0, or chunked). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** True when the request announces more than `bytes` (or does not say how much). */
function announcesMoreThan(request: FastifyRequest, bytes: number): boolean {
  const length = Number(request.headers['content-length']);
  return request.headers['transfer-encoding'] !== undefined || !Number.isFinite(length) || length > bytes;
}

/** Refuses a body that will not be read; the connection is closed, so the unread bytes go nowhere. */
function refuseBody(reply: FastifyReply, error: Error): never {
  reply.header('connection', 'close');
  throw error;
}

/** The 413 of a body over the route's limit, in the words of that route. */
function tooLarge(request: FastifyRequest): HttpError {
  return new HttpError(413, request.routeOptions.config.noBody === true ? NO_BODY_HERE : TOO_LARGE);
}

/** onRoute: DELETE and NO_BODY routes read a token body at most, and say so when refusing more. */
function limitBodilessRoutes(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('DELETE') && route.config?.noBody !== true) return;
  route.bodyLimit = TOLERATED_BODY;
  route.config = { ...route.config, noBody: true };
}

/**
 * onRequest: unknown paths and OPTIONS (preflights, answered by CORS in onRequest) have no guard
 * to wait for; a body sent to them is refused at once.
 */
async function refuseBodiesOfUnknownPathsAndOptions(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || !carriesBody(request)) return;
  if (request.is404) refuseBody(reply, notFound());
  if (request.method === 'OPTIONS') refuseBody(reply, new HttpError(413, NO_BODY_HERE));
}

function isMultipartType(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.trimStart().toLowerCase().startsWith('multipart/');
}

/**
 * preParsing (after the route's guards, before a byte is read): a multipart body is streamed to its
 * parser, which fastify does not bound, so it is bounded as a whole by its declared length (browsers
 * always send one) against the route's own limit, like a JSON body. On an upload route, any other
 * body is bounded by PUBLIC_BODY_LIMIT, from its declared length (one without is refused).
 */
async function boundMultipartByLength<Payload>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
): Promise<Payload> {
  if (!carriesBody(request)) return payload;
  if (!isMultipartType(request)) {
    // An upload route's other bodies (JSON, a form) are as small as any route's.
    if (request.routeOptions.config.uploadOnly === true && announcesMoreThan(request, PUBLIC_BODY_LIMIT))
      refuseBody(reply, new HttpError(413, TOO_LARGE));
    return payload;
  }
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length)) refuseBody(reply, new HttpError(411, 'Falta la longitud del cuerpo de la petición.'));
  if (length > request.routeOptions.bodyLimit) refuseBody(reply, tooLarge(request));
  return payload;
}

/** 400 of a form busboy cannot read: no boundary, cut short, a malformed part header. */
const MALFORMED_FORM = 'El formulario (multipart/form-data) está mal formado o incompleto.';

/**
 * busboy refuses a malformed form with a plain Error (no status, no code): the client's bytes, so a
 * 400 in Spanish, never a 500. @fastify/multipart's own errors (limits, premature close) keep their
 * status and code, answered by the error handler.
 */
function asFormError(error: unknown): unknown {
  const coded = typeof error === 'object' && error !== null && ('statusCode' in error || 'code' in error);
  return error instanceof Error && !coded ? new HttpError(400, MALFORMED_FORM) : error;
}

/**
 * preValidation, before @fastify/multipart's: a multipart type on an empty body (axios sends
 * `put(url, null)` with whatever type it was given) has no form to read, and busboy would refuse the
 * missing boundary; the request is then simply not multipart. Otherwise the parts that
 * @fastify/multipart's own hook reads answer a malformed form as the client's error (asFormError).
 */
async function prepareMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  if (!carriesBody(request)) {
    request.isMultipart = () => false;
    return;
  }
  const parts = request.parts.bind(request);
  request.parts = async function* (options) {
    try {
      yield* parts(options);
    } catch (error) {
      throw asFormError(error);
    }
  };
}

/** @fastify/multipart's onFile: a file part becomes its bytes and declared type; an empty file input is no file. */
async function readFilePart(part: MultipartFile): Promise<void> {
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw asFormError(error);
  });
  part.value = bytes.length > 0 ? new UploadedFile(bytes, part.mimetype, part.filename) : '';
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

/** fastify's own JSON parser (with its prototype-poisoning guard); an empty body is no body. */
function jsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  return (request, body, done) => {
    if (body.trim() === '') done(null, undefined);
    else void parseJson(request, body, done);
  };
}

/**
 * Called inside a route plugin, for its routes alone (fastify keeps a parser to the plugin that
 * adds it): their bodies are JSON, sent as application/json or as text/plain, the type
 * navigator.sendBeacon gives a string (the statistics' beacons); a url-encoded or multipart body is
 * refused unread (415), like any other type.
 */
export function readTextAsJson(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data']);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonParser(app));
}

/** Registers the parsers, the limits and the refusals above; before any route is added. */
export async function installBodyParsers(
  app: FastifyInstance,
  options: { maxBodyLimit: number; maxImageBytes: number },
): Promise<void> {
  app.addHook('onRoute', limitBodilessRoutes);
  app.addHook('onRequest', refuseBodiesOfUnknownPathsAndOptions);
  app.addHook('preParsing', boundMultipartByLength);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonParser(app));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body: string, done) => {
      done(null, parseUrlEncoded(body));
    },
  );
  // Any other type (text/plain included, but where readTextAsJson says): nothing to read is fine,
  // a body is refused unread.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (request, _payload, done) => {
    if (!carriesBody(request)) done(null, undefined);
    else if (request.routeOptions.config.noBody === true && announcesMoreThan(request, request.routeOptions.bodyLimit))
      done(tooLarge(request), undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });

  app.addHook('preValidation', prepareMultipart);
  // Fields and files land on the body as values; a field can never be cut short (fieldSize is the
  // largest route limit, and the whole body was bounded by its length first).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    // busboy never finishes a form with a part it skips (no Content-Disposition, past the parts
    // limit) longer than a part stream's buffer (16 KB by default): the request hung. A buffer
    // as large as the largest body (already bounded by its length) never fills.
    fileHwm: options.maxBodyLimit,
    limits: {
      fieldSize: options.maxBodyLimit,
      fields: 60,
      files: 3,
      fileSize: options.maxImageBytes,
      parts: 70,
      fieldNameSize: 100,
    },
  });
}
