import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Request bodies: JSON (an empty body reads as none), and multipart/form-data whose text fields
 * become strings and whose file parts become data-URLs, so both reach the same validation.
 */

/**
 * Largest body of the public writes (login, comment, branch search): their fields are short, and
 * anyone may send them, so a body sized for an image is never parsed for them.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** Largest accepted body: one image as base64 plus room for the rest of a form and its rich HTML. */
export function bodyLimitFor(maxImageBytes: number): number {
  return Math.ceil((maxImageBytes * 4) / 3) + 3 * 1024 * 1024;
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
    if (part.valueTruncated) throw new HttpError(413, 'El cuerpo de la petición es demasiado grande.');
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

export async function installBodyParsers(app: FastifyInstance, options: { bodyLimit: number; maxImageBytes: number }): Promise<void> {
  // Only JSON and multipart: anything else is a 415.
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

  // A multipart body is bounded as a whole by its declared length (browsers always send one),
  // against the route's own limit like a JSON body.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !type.toLowerCase().startsWith('multipart/')) return;
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length)) throw new HttpError(411, 'Falta la longitud del cuerpo de la petición.');
    if (length > (request.routeOptions.bodyLimit ?? options.bodyLimit)) throw new HttpError(413, 'El cuerpo de la petición es demasiado grande.');
  });

  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fieldSize: options.bodyLimit, fields: 60, files: 3, fileSize: options.maxImageBytes, parts: 70, fieldNameSize: 100 },
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.isMultipart() && request.body && typeof request.body === 'object') {
      request.body = flattenMultipart(request.body as Record<string, unknown>);
    }
  });
}
