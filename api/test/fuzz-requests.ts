import fc from 'fast-check';
import { comentario, CONTENT_ENTITIES, user, type EntityDeclaration } from '@pasteleria/shared/entities';

/**
 * The fuzz's requests, as fast-check arbitraries built from the OpenAPI document the server serves
 * (every documented operation, its path and query parameters, its body schema) and from the entity
 * declarations (which fields carry an image as a data-URL). A new route, field or bound is fuzzed
 * as soon as it is documented. Each request is plain data (sent by fuzz-run.ts) that prints short.
 */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
  pattern?: string;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}

/** One documented operation: `post /api/v1/admin/categoria`, its parameters and body. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** Documented as needing a bearer token (the admin routes). */
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

/** Every operation of the document (the path templates as documented, `{id}`). */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const contents = Object.values(operation.requestBody?.content ?? {});
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contents[0]?.schema,
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
}

/** A file part of a multipart body. */
interface FilePart {
  bytes: Buffer;
  type: string;
  filename: string;
}

export type FuzzBody =
  | { kind: 'none'; type?: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'urlencoded'; fields: Array<[string, string]> }
  | { kind: 'multipart'; fields: Array<[string, string | FilePart]>; damage: FormDamage }
  | { kind: 'raw'; type: string; text: string | Buffer };

/** What is broken in a multipart body: nothing, its end cut off, its boundary, a part's header. */
export type FormDamage = 'none' | { cut: number } | 'no-boundary' | 'other-boundary' | 'bad-part-header';

type Auth = 'none' | 'admin' | 'user' | { forged: string };

export interface FuzzRequest {
  /** The documented operation it was built from: `post /api/v1/admin/categoria`. */
  operation: string;
  method: string;
  /** Path and query, exactly as sent (malformed percent-encodings included). */
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  body: FuzzBody;
  /** A Content-Length that lies about the body: none sent, shorter, longer, or 10 GB. */
  declaredLength: DeclaredLength;
}

type DeclaredLength = 'true' | 'zero' | 'shorter' | 'longer' | 'huge';

/** What the generators draw path ids and slugs from: those of the rows that exist, plus odd ones. */
export interface Pools {
  ids: number[];
  slugs: string[];
}

/** Picture bytes made once at start (sharp), from which valid and forged data-URLs are built. */
export interface Pictures {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  gif: Buffer;
  animatedGif: Buffer;
  /** A valid PNG over the server's pixel bound (few KB, many megapixels). */
  hugePixels: Buffer;
  /** A GIF whose logical screen is 65535 × 65535. */
  hugeScreenGif: Buffer;
  /** A PNG bigger than MAX_IMAGE_BYTES. */
  tooManyBytes: Buffer;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** Fields a declaration writes its image in (`urlfoto`, a branch's `file`). */
const IMAGE_FIELDS = new Set(
  CONTENT_ENTITIES.flatMap((declaration: EntityDeclaration) =>
    declaration.image ? [declaration.image.input, declaration.image.updateInput ?? declaration.image.input] : [],
  ),
);

/** Declared text formats by field name (a slide's `link` is documented as a plain string). */
const FORMATS = new Map(
  [...CONTENT_ENTITIES, comentario, user].flatMap((declaration: EntityDeclaration) =>
    Object.entries(declaration.fields).flatMap(([name, field]) =>
      field.kind === 'text' && field.format ? [[name, field.format] as const] : [],
    ),
  ),
);

/** Keys no body documents, some of which a careless server would store. */
const EXTRA_KEYS = [
  'id',
  'slug',
  'approved',
  'visits',
  'visitas',
  'created_at',
  'role',
  'password_hash',
  'imagen',
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'ñandú',
  '\u0000',
  'a'.repeat(300),
];

/** Strings a person would not type: control characters, bidi overrides, lone surrogates, injections. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eolleh',
  '\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  '\ud800',
  'x\udfffy',
  '\udbff\udfff',
  '\ufeff',
  '\u2028\u2029',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\r\n\t\v\f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE categorias; --",
  '1 OR 1=1',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  '__proto__',
  '\\',
  '"',
  'data:',
];

const HUGE_LENGTHS = [256, 1_001, 70_000, 300_000];

/** Very long strings of one repeated unit (ASCII, accents, emoji, NUL, a lone surrogate). */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'ñ', '🍰', '\u0000', '\ud800', 'a b '), fc.constantFrom(...HUGE_LENGTHS))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Values of a type nobody documented: null, booleans, odd numbers, arrays, objects, deep nesting. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(0, -1, 1.5, -0.01, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MIN_VALUE),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom({ $ne: null }, { toString: 'x' }, { length: 1e9 }),
  fc.integer({ min: 1, max: 3000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A copy of `png` whose header declares 65535 × 65535 pixels (its checksum now wrong). */
function withHugeHeader(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(65535, 16);
  copy.writeUInt32BE(65535, 20);
  return copy;
}

/** Valid data-URLs (some writes must succeed) and forged ones. */
function dataUrls(pictures: Pictures) {
  const valid: Array<[Buffer, string]> = [
    [pictures.png, 'image/png'],
    [pictures.jpeg, 'image/jpeg'],
    [pictures.webp, 'image/webp'],
    [pictures.gif, 'image/gif'],
    [pictures.animatedGif, 'image/gif'],
  ];
  const validUrl = fc.constantFrom(...valid.map(([bytes, type]) => `data:${type};base64,${base64(bytes)}`));
  const declared = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    'IMAGE/PNG',
    '',
  );
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const forged = fc.oneof(
    // Magic bytes of no image, or of an image followed by garbage.
    fc
      .tuple(declared, fc.uint8Array({ minLength: 0, maxLength: 64 }))
      .map(([type, bytes]) => `data:${type};base64,${base64(bytes)}`),
    fc
      .tuple(fc.constantFrom(...valid), fc.uint8Array({ minLength: 1, maxLength: 64 }))
      .map(([[bytes, type], junk]) => `data:${type};base64,${base64(Buffer.concat([bytes.subarray(0, 12), junk]))}`),
    // A real image declared as another type.
    fc.tuple(fc.constantFrom(...valid, [svg, 'svg'] as [Buffer, string]), declared).map(([[bytes], type]) => {
      return `data:${type};base64,${base64(bytes)}`;
    }),
    // Truncated or broken base64.
    fc
      .tuple(validUrl, fc.double({ min: 0.05, max: 0.99, noNaN: true }))
      .map(([url, cut]) => url.slice(0, Math.floor(url.length * cut))),
    fc
      .tuple(validUrl, fc.constantFrom('!!', '=', '====', ' \n ', '-_', '%3D', '\u0000', 'ñ'), fc.nat())
      .map(([url, insert, at]) => {
        const position = 30 + (at % Math.max(1, url.length - 30));
        return url.slice(0, position) + insert + url.slice(position);
      }),
    // Odd headers of the URL itself.
    fc
      .tuple(
        validUrl,
        fc.constantFrom(
          'data:image/png,',
          'data:;base64,',
          'data:image/png;base64',
          'DATA:IMAGE/PNG;BASE64,',
          'data:image/png;charset=utf-8;name=x.png;base64,',
          '  data:image/png;base64,',
          'data:image/png;base64,data:image/png;base64,',
        ),
      )
      .map(([url, head]) => head + url.slice(url.indexOf(',') + 1)),
    // Images that declare huge sizes, and one over the byte bound.
    fc
      .constantFrom(pictures.hugePixels, pictures.hugeScreenGif, withHugeHeader(pictures.png), pictures.tooManyBytes)
      .map((bytes) => `data:image/${bytes[0] === 0x47 ? 'gif' : 'png'};base64,${base64(bytes)}`),
    fc.constantFrom('data:', 'data:,', 'data:image/png;base64,', 'https://example.com/x.png', '/img/slide/x.png'),
  );
  return {
    valid: validUrl,
    forged,
    any: fc.oneof({ weight: 1, arbitrary: validUrl }, { weight: 3, arbitrary: forged }),
  };
}

type Urls = ReturnType<typeof dataUrls>;

/** Rich HTML with pasted pictures (stored like uploads) and markup the sanitiser removes. */
function richHtml(image: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.string({ maxLength: 30 }), oddString), image, fc.boolean())
    .map(
      ([text, url, script]) =>
        `<p>${text}</p><img src="${url}" alt="a">${script ? '<script>alert(1)</script><a href="javascript:x">y</a>' : ''}`,
    );
}

/** A value the schema accepts (most of the time: bounds of the declarations are stricter here and there). */
function validValue(name: string, schema: Schema, urls: Urls): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const nullable = types.includes('null');
  const plain = ((): fc.Arbitrary<unknown> => {
    if (IMAGE_FIELDS.has(name)) return fc.oneof(urls.valid, fc.constant(''));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (types.includes('integer'))
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    if (types.includes('number')) {
      const step = schema.multipleOf ?? 0.01;
      const min = Math.ceil((schema.minimum ?? -1000) / step);
      const max = Math.floor(Math.min(schema.maximum ?? 1000, 100_000) / step);
      return fc.integer({ min, max }).map((n) => Number((n * step).toFixed(6)));
    }
    if (types.includes('boolean')) return fc.boolean();
    if (schema.contentMediaType === 'text/html') return richHtml(urls.valid);
    const limit = schema.maxLength ?? 254;
    const format = FORMATS.get(name) ?? schema.format;
    if (format === 'email') return fc.emailAddress().filter((email) => email.length <= limit);
    if (format === 'uri' || format === 'url' || format === 'link')
      return fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= limit);
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= limit);
    const max = Math.min(schema.maxLength ?? 40, 40);
    const min = Math.min(schema.minLength ?? 1, max);
    return fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
  })();
  return nullable ? fc.option(plain, { nil: null, freq: 8 }) : plain;
}

/** A value the schema refuses or that sits on its bounds: wrong types, odd and huge strings, forged images. */
function hostileValue(name: string, schema: Schema, urls: Urls): fc.Arbitrary<unknown> {
  const bounds: unknown[] = [];
  if (schema.maxLength !== undefined) bounds.push('a'.repeat(schema.maxLength), 'ñ'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined) bounds.push('a'.repeat(Math.max(0, schema.minLength - 1)));
  if (schema.minimum !== undefined) bounds.push(schema.minimum, schema.minimum - 1, String(schema.minimum - 0.001));
  if (schema.maximum !== undefined) bounds.push(schema.maximum, schema.maximum + 1, `${schema.maximum}.5`);
  if (schema.multipleOf !== undefined) bounds.push(0.001, '12.505', '1e2', ' 3 ', '3abc', '١٢');
  if (schema.enum) bounds.push(...schema.enum.map((value) => String(value).toUpperCase()), 'root', 'Admin ');
  const arbitraries: fc.Arbitrary<unknown>[] = [oddString, wrongType];
  if (bounds.length) arbitraries.push(fc.constantFrom(...bounds));
  if (IMAGE_FIELDS.has(name)) arbitraries.push(urls.forged, urls.forged);
  if (schema.contentMediaType === 'text/html') arbitraries.push(richHtml(urls.any));
  if (schema.format === 'email') arbitraries.push(fc.constantFrom('a@', '@b.mx', 'a@b', 'ä@ñ.mx', 'a@b.mx\u0000'));
  return fc.oneof(...arbitraries);
}

const OMIT = Symbol('omit');

/**
 * A JSON object for a body schema: valid values, then one to three fields changed (a hostile value,
 * a removed field, a field nobody documents); sometimes every field hostile.
 */
function objectBody(schema: Schema | undefined, urls: Urls): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema?.properties ?? {});
  const valid = fc.record(
    Object.fromEntries(
      properties.map(([name, field]) => [
        name,
        fc.oneof({ weight: 12, arbitrary: validValue(name, field, urls) }, { weight: 1, arbitrary: fc.constant(OMIT) }),
      ]),
    ),
  );
  const known = properties.map(([name]) => name);
  const mutation = fc.oneof(
    ...(known.length
      ? [
          fc
            .constantFrom(...properties)
            .chain(([name, field]) =>
              fc.tuple(
                fc.constant(name),
                fc.oneof({ weight: 4, arbitrary: hostileValue(name, field, urls) }, fc.constant(OMIT)),
              ),
            ),
        ]
      : []),
    fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.oneof(oddString, wrongType, urls.any)),
  );
  const mutated = fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([values, changes]) => {
    const copy: Record<string, unknown> = { ...values };
    for (const [key, value] of changes) Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
    return copy;
  });
  const allHostile = fc.record(
    Object.fromEntries(properties.map(([name, field]) => [name, hostileValue(name, field, urls)])),
  );
  return fc
    .oneof(
      { weight: 3, arbitrary: valid },
      { weight: 6, arbitrary: mutated },
      { weight: known.length ? 1 : 0, arbitrary: allHostile },
    )
    .map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== OMIT)));
}

/** A form field's string for a JSON value: strings as they are, anything else as JSON. */
const asFormString = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Form fields: arrays may also become a repeated name, as url-encoded and multipart allow. */
function formFields(values: Record<string, unknown>, repeat: boolean): Array<[string, string]> {
  return Object.entries(values).flatMap(([key, value]): Array<[string, string]> =>
    repeat && Array.isArray(value) ? value.map((item) => [key, asFormString(item)]) : [[key, asFormString(value)]],
  );
}

const ODD_TYPES = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  'text/html; charset=utf-8',
  'a',
  '/',
  '',
];

/** A body for the operation's schema, in every encoding the server reads, and in some it does not. */
function bodyFor(schema: Schema | undefined, urls: Urls, pictures: Pictures): fc.Arbitrary<FuzzBody> {
  const object = objectBody(schema, urls);
  const imageFields = Object.keys(schema?.properties ?? {}).filter((name) => IMAGE_FIELDS.has(name));
  const filePart: fc.Arbitrary<FilePart> = fc.record({
    bytes: fc.oneof(
      fc.constantFrom(pictures.png, pictures.jpeg, pictures.gif, pictures.hugeScreenGif, pictures.hugePixels),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'text/plain', 'application/octet-stream', ''),
    filename: fc.oneof(fc.constantFrom('foto.png', '../../x.png', 'ñ.jpg', 'a\u202egnp.exe', ''), oddString),
  });
  const malformed = fc
    .tuple(object, fc.nat(), fc.constantFrom('', '{', '}', ',', '"', '\u0000', 'garbage', ']'))
    .map(([values, at, insert]): FuzzBody => {
      const text = JSON.stringify(values);
      const position = at % text.length;
      return { kind: 'raw', type: 'application/json', text: text.slice(0, position) + insert };
    });
  return fc.oneof(
    { weight: 8, arbitrary: object.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(wrongType, oddString, fc.array(object, { maxLength: 2 }))
        .map((value): FuzzBody => ({ kind: 'json', value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(object, fc.boolean())
        .map(([values, repeat]): FuzzBody => ({ kind: 'urlencoded', fields: formFields(values, repeat) })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          object,
          fc.boolean(),
          imageFields.length ? fc.option(fc.tuple(fc.constantFrom(...imageFields), filePart)) : fc.constant(null),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant<FormDamage>('none') },
            {
              weight: 1,
              arbitrary: fc.oneof(
                fc.double({ min: 0, max: 0.999, noNaN: true }).map((cut): FormDamage => ({ cut })),
                fc.constantFrom<FormDamage>('no-boundary', 'other-boundary', 'bad-part-header'),
              ),
            },
          ),
        )
        .map(([values, repeat, file, damage]): FuzzBody => {
          const fields: Array<[string, string | FilePart]> = formFields(values, repeat);
          if (file) fields.push(file);
          return { kind: 'multipart', fields, damage };
        }),
    },
    { weight: 2, arbitrary: malformed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...ODD_TYPES),
          fc.oneof(
            object.map((values) => JSON.stringify(values)),
            oddString,
            fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
          ),
        )
        .map(([type, text]): FuzzBody => ({ kind: 'raw', type, text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .option(fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'text/plain'), {
          nil: undefined,
        })
        .map((type): FuzzBody => (type === undefined ? { kind: 'none' } : { kind: 'none', type })),
    },
  );
}

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as a browser sends them). */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Malformed percent-encodings (fastify cannot decode them in a path). */
const BAD_ENCODINGS = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80', '%FF', '%%41', '%2', '%u0041'];

/** A path segment for a parameter: existing ids and slugs, their neighbours, a documented choice (a remote), and odd ones. */
function segment(parameter: Parameter, pools: Pools): fc.Arbitrary<string> {
  const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
  const known = numeric
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...[...pools.ids, 1].map(String)) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
        { weight: 1, arbitrary: fc.constantFrom('5', '0') },
      )
    : parameter.schema.enum
      ? fc.constantFrom(...parameter.schema.enum.map(String))
      : fc.oneof(
          fc.constantFrom(...(pools.slugs.length ? pools.slugs : ['sin-slug'])),
          fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        );
  const odd = fc.oneof(
    fc.constantFrom(
      '-1',
      '1.5',
      '1e3',
      '0x1',
      '2147483648',
      '99999999999999999999',
      '%20',
      '%00',
      '..',
      '.',
      '%2F',
      'null',
      'a'.repeat(201),
    ),
    fc.constantFrom(...BAD_ENCODINGS),
    oddString.map(percentEncode),
  );
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: odd });
}

/** A documented date (`format: date`, the statistics' `desde` and `hasta`): days of one year (many ranges valid), and impossible ones. */
const day: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 0, max: 364 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2026-02-30', '2026-13-01', '2026-1-1', '0000-01-01', '9999-12-31', '2026-01-01T00:00'),
  },
);

const QUERY_KEYS = ['_method', 'pagina', 'limite', 'page', 'limit', 'offset', 'q', 'id', 'slug', '__proto__', 'n'];
const QUERY_VALUES = ['PUT', 'put', 'DELETE', 'GET', 'PATCH', '', '-1', '0', '1', '2', '1.5', '99999999999999', 'abc'];

/** The query: documented parameters (sometimes missing or odd), extra keys such as `_method=DELETE`. */
function queryFor(parameters: Parameter[]): fc.Arbitrary<string> {
  const documented = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) =>
      fc
        .oneof(
          {
            weight: 6,
            arbitrary:
              parameter.schema.format === 'date'
                ? day
                : fc.constantFrom(...(parameter.schema.enum ?? QUERY_VALUES).map(String)),
          },
          { weight: 1, arbitrary: fc.constantFrom(...QUERY_VALUES) },
          { weight: 1, arbitrary: oddString.map(percentEncode) },
          { weight: 1, arbitrary: fc.constant(null) },
        )
        .map((value) => (value === null ? '' : `${parameter.name}=${value}`)),
    );
  const extra = fc.array(
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(percentEncode)),
        fc.oneof(
          fc.constantFrom(...QUERY_VALUES),
          fc.constantFrom(...BAD_ENCODINGS),
          fc.string({ maxLength: 12 }).map(percentEncode),
        ),
      )
      .map(([key, value]) => `${key}=${value}`),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...documented), extra).map(([parts, more]) => {
    const query = [...parts, ...more].filter((part) => part !== '').join('&');
    return query ? `?${query}` : '';
  });
}

/** Authorization: none, the admin's, a non-admin user's, or a forged one. */
const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Auth>('none') },
  { weight: 6, arbitrary: fc.constant<Auth>('admin') },
  { weight: 1, arbitrary: fc.constant<Auth>('user') },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'bearer 1.x', `Bearer 1.${'A'.repeat(43)}`),
        fc.stringMatching(/^[1-9]\d{0,11}\.[A-Za-z0-9_-]{40,45}$/).map((token) => `Bearer ${token}`),
      )
      .map((forged): Auth => ({ forged })),
  },
);

/** `arbitrary` about `percent` times in 100, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(null) }, { weight: percent, arbitrary });

/**
 * User agents: a browser's (the statistics count its beacons), a crawler's (ignored), none at all.
 * Without one, inject's own (`lightMyRequest`) is sent, which reads as a robot's.
 */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  '',
];

/** Headers that ask for another method, a body that says another length, a compressed body that is not, a user agent. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    sometimes(
      fc.tuple(
        fc.constantFrom('x-http-method-override', 'x-http-method', 'x-method-override'),
        fc.constantFrom(...METHODS, 'put', 'delete', 'TRACE', 'CONNECT'),
      ),
      25,
    ),
    sometimes(fc.constantFrom('gzip', 'br', 'identity', 'x'), 5),
    sometimes(fc.constantFrom('text/html', '*/*', 'application/xml', 'application/json;q=0'), 5),
    sometimes(fc.constantFrom(...USER_AGENTS), 60),
  )
  .map(([override, encoding, accept, agent]) => ({
    ...(override ? { [override[0]]: override[1] } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(accept ? { accept } : {}),
    ...(agent === null ? {} : { 'user-agent': agent }),
  }));

/** Requests on one operation: mostly its own method, sometimes another one on the same path. */
function requestsFor(operation: Operation, pools: Pools, urls: Urls, pictures: Pictures): fc.Arbitrary<FuzzRequest> {
  const pathParts = operation.path.split(/(\{[^}]+\})/);
  const segments = pathParts.map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    return parameter ? segment(parameter, pools) : fc.constant(part);
  });
  const takesBody = operation.body !== undefined;
  const body = takesBody
    ? bodyFor(operation.body, urls, pictures)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
        { weight: 1, arbitrary: bodyFor(undefined, urls, pictures) },
      );
  return fc
    .record({
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: fc.tuple(...segments).map((parts) => parts.join('')),
      query: queryFor(operation.parameters),
      auth,
      headers: extraHeaders,
      body,
      declaredLength: fc.oneof(
        { weight: 30, arbitrary: fc.constant<DeclaredLength>('true') },
        { weight: 1, arbitrary: fc.constantFrom<DeclaredLength>('zero', 'shorter', 'longer', 'huge') },
      ),
    })
    .map(({ method, path, query, ...rest }): FuzzRequest => ({
      operation: `${operation.method.toLowerCase()} ${operation.path}`,
      method,
      url: path + query,
      ...rest,
    }));
}

/** The requests of each documented operation, in the document's order. */
export function requestsByOperation(
  operations: Operation[],
  pools: Pools,
  pictures: Pictures,
): Array<fc.Arbitrary<FuzzRequest>> {
  const urls = dataUrls(pictures);
  return operations.map((operation) => requestsFor(operation, pools, urls, pictures));
}

/** A request as a failure shows it: long strings and bytes shortened (a body nested too deep, by its kind). */
export function describeRequest(request: FuzzRequest): string {
  try {
    return JSON.stringify(request, (_key, value: unknown) => {
      if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 120)}… (${value.length} chars)`;
      // Buffers reach the replacer as { type: 'Buffer', data }.
      if (typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data))
        return `<${value.data.length} bytes>`;
      return value;
    });
  } catch {
    return describeRequest({
      ...request,
      body: { kind: 'raw', type: `(${request.body.kind}, nested too deep)`, text: '' },
    });
  }
}
