import { Ajv, type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { HttpError, ValidationError, type FieldErrors } from './errors.js';
import { isDay } from '@pasteleria/shared/shop-days';

/**
 * fastify checks a route's params, query and body by the route's own schema, the one the OpenAPI
 * document shows, and refuses in Spanish with the messages that schema carries:
 *
 * - a property's `errorMessage`: what a failure of that property answers, whatever the rule (its
 *   type, bounds, pattern, or its absence when required); an object gives one message by rule
 *   (`{ maxLength: '…', _: '…' }`, `_` for the others);
 * - the part's `refusal` (`Refusal` below): how its failures are answered; the first failure is
 *   in the order of the schema's properties, and of each property's rules as its schema writes
 *   them. A part whose schema has none is not checked here: the bodies of the entity declarations
 *   (`inputSchema`) are read by those declarations (`readFields`), which also read a form's text,
 *   trim, keep the fields an update leaves out and answer, in the same 422, the images, references
 *   and unique names that only the database and the image decoder can check.
 *
 * A URL carries text: an integer property takes its digits (`7`, never `07`, `+7` nor `7.0`), and
 * an empty query parameter is an absent one, which takes its `default`. A form's fields are text
 * too: an integer in a body also takes its digits. A request without a body sends no fields: its
 * body is checked as an empty form's.
 */
interface Refusal {
  /** The status of a refusal other than 422: 404 for a path that names nothing, 405. */
  status?: 404 | 405;
  /** 422 naming the first failing property alone, its message the answer's `message` too. */
  first?: boolean;
  /** The field and message of a body that is no object (a JSON array, text, null). */
  notObject?: [field: string, message: string];
}

type Json = Record<string, unknown>;

/** The 422's `message` when it lists every failing field, or when the body is no object. */
const SOME_FIELD = 'Los datos proporcionados no son válidos.';

const ajv = new Ajv({ allErrors: true });
ajv.addKeyword({ keyword: 'errorMessage' });
ajv.addKeyword({ keyword: 'refusal' });
// A real day `YYYY-MM-DD` of the years 1000 to 9999 (not 2026-02-30): the `date` format.
ajv.addFormat('date', isDay);

/** An integer as digits: what a URL or a form writes for one. */
const DIGITS = /^(?:0|[1-9]\d{0,14})$/;

const propertiesOf = (schema: Json) => (schema.properties ?? {}) as Record<string, Json>;

/** The part's values as its schema types them: digits as integers; in a URL, '' as absent and defaults filled. */
function typed(data: Json, schema: Json, fromUrl: boolean): Json {
  const values: Json = { ...data };
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    if (fromUrl && values[name] === '') delete values[name];
    const value = values[name];
    if (value === undefined && fromUrl && property.default !== undefined) values[name] = property.default;
    else if (property.type === 'integer' && typeof value === 'string' && DIGITS.test(value))
      values[name] = Number(value);
  }
  return values;
}

/** The property an error is about: the missing one, or the first step of its path ('' for the part itself). */
function propertyOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

function messageOf(schema: Json, property: string, keyword: string): string {
  const message = propertiesOf(schema)[property]?.errorMessage;
  if (typeof message === 'string') return message;
  const byRule = (message ?? {}) as Record<string, string | undefined>;
  return byRule[keyword] ?? byRule._ ?? SOME_FIELD;
}

/** The answer to what `errors` refuse, as the part's `refusal` says. */
function refusalOf(schema: Json, refusal: Refusal, errors: ErrorObject[]): Error {
  const properties = propertiesOf(schema);
  const order = Object.keys(properties);
  // A property's own rules in the order its schema writes them ('' and `required` before them).
  const rank = (property: string, keyword: string) => Object.keys(properties[property] ?? {}).indexOf(keyword);
  const failures = errors
    .map((error) => ({ property: propertyOf(error), keyword: error.keyword }))
    .sort(
      (a, b) =>
        order.indexOf(a.property) - order.indexOf(b.property) ||
        rank(a.property, a.keyword) - rank(b.property, b.keyword),
    );
  const first = failures[0] ?? { property: '', keyword: '' };
  if (first.property === '' && refusal.notObject) {
    const [field, message] = refusal.notObject;
    return new ValidationError({ [field]: [message] });
  }
  const message = messageOf(schema, first.property, first.keyword);
  if (refusal.status) return new HttpError(refusal.status, message);
  if (refusal.first) return new ValidationError({ [first.property]: [message] }, message);
  const fields: FieldErrors = {};
  for (const { property, keyword } of failures) fields[property] ??= [messageOf(schema, property, keyword)];
  return new ValidationError(fields, SOME_FIELD);
}

const refusalIn = (schema: unknown) =>
  typeof schema === 'object' && schema !== null ? ((schema as Json).refusal as Refusal | undefined) : undefined;

/** The validator of one part of one route: the part's values, typed, or its Spanish refusal. */
const compileValidator: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const json = schema as Json;
  const refusal = refusalIn(json);
  if (!refusal) return () => true;
  const check = ajv.compile(json);
  const fromUrl = httpPart === 'params' || httpPart === 'querystring';
  return (data: unknown) => {
    const isObject = typeof data === 'object' && data !== null && !Array.isArray(data) && !Buffer.isBuffer(data);
    const values = isObject ? typed(data as Json, json, fromUrl) : data;
    if (check(values)) return { value: values };
    return { error: refusalOf(json, refusal, check.errors ?? []) };
  };
};

/** Every route's parts checked by their schemas (above); before any route is added, after the body parsers. */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(compileValidator);
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && refusalIn(request.routeOptions.schema?.body)) request.body = {};
  });
}

/** A route's schema as the OpenAPI document shows it: without the notes above, which are for refusing. */
export function documented<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(documented) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'refusal' && key !== 'errorMessage')
      .map(([key, value]) => [key, documented(value)]),
  ) as T;
}
