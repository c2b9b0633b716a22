import { refusal } from '../http/errors.js';
import { remoteEntryFile, type ManifestJson } from '@pasteleria/shared/federation';

/** A remote's mf-manifest.json as checked: what the site reads of the fields the federation plugin writes. */
export interface Manifest extends ManifestJson {
  name?: string;
  id?: string;
  metaData: {
    name?: string;
    publicPath?: string;
    buildInfo?: { buildVersion?: string };
    remoteEntry: { name: string; path?: string };
  };
  exposes: Array<{ path?: string; name?: string }>;
  shared?: Array<{ name?: string; version?: string; requiredVersion?: string | false }>;
  /** The release's server build, as its build names it: read through serverRenderOf. */
  serverRender?: unknown;
}

/**
 * A remote's server build (its build's dist/server/, rspack/server-build.js): a CommonJS file for
 * Node per exposed module, which requires only the shared singletons; paths relative to the manifest.
 */
export interface ServerRender {
  format: typeof SERVER_RENDER_FORMAT;
  /** Each exposed module's file: `{ './Blog': 'server/blog.js' }`. */
  exposes: Record<string, string>;
}

const SERVER_RENDER_FORMAT = 'commonjs-shared';
/** The folder of a release that holds its server build: never sent to browsers. */
export const SERVER_FOLDER = 'server';

const NOT_A_MANIFEST = 'El archivo no es un manifiesto de Module Federation (mf-manifest.json).';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The manifest in `text`, else 422 (`field` names where it came from: the bundle or the URL). */
export function parseManifest(text: string, field: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refusal(field, 'El mf-manifest.json no es JSON válido.');
  }
  if (!isObject(value) || !isObject(value.metaData) || !Array.isArray(value.exposes))
    throw refusal(field, NOT_A_MANIFEST);
  const entry = value.metaData.remoteEntry;
  if (!isObject(entry) || typeof entry.name !== 'string' || entry.name === '') throw refusal(field, NOT_A_MANIFEST);
  if (value.shared !== undefined && !Array.isArray(value.shared)) throw refusal(field, NOT_A_MANIFEST);
  if (!value.exposes.every(isObject) || !(value.shared ?? []).every(isObject)) throw refusal(field, NOT_A_MANIFEST);
  // What the database cannot store in JSON: a NUL, half of a surrogate pair.
  if (/\\u0000|\\ud[89a-f]/i.test(JSON.stringify(value)))
    throw refusal(field, 'El mf-manifest.json contiene caracteres no válidos.');
  return value as unknown as Manifest;
}

/** The modules a manifest exposes, by path (`./Blog`). */
export const exposedModules = (manifest: Manifest): string[] =>
  manifest.exposes.map((expose) => expose.path ?? `./${expose.name ?? ''}`);

const SERVER_RENDER_SHAPE = `serverRender debe ser { "format": "${SERVER_RENDER_FORMAT}", "exposes": { "./Módulo": "${SERVER_FOLDER}/módulo.js" } }.`;

/**
 * The manifest's server build, or undefined when it has none (a release built without one); a 422
 * when it names one wrongly: another format, a module the remote does not expose, a module without
 * its file, a file outside server/. Refused rather than published without server rendering: such a
 * manifest comes from a broken build or packing that its team wants to hear about at once, not a
 * release that seems to work while every page of it is drawn in the browser only.
 */
export function serverRenderOf(manifest: Manifest, field: string): ServerRender | undefined {
  const named = manifest.serverRender;
  if (named === undefined) return undefined;
  if (!isObject(named) || !isObject(named.exposes) || !Object.values(named.exposes).every((f) => typeof f === 'string'))
    throw refusal(field, `El mf-manifest.json no es válido: ${SERVER_RENDER_SHAPE}`);
  if (named.format !== SERVER_RENDER_FORMAT)
    throw refusal(
      field,
      `El manifiesto pide renderizar en el servidor con el formato «${String(named.format)}»; el sitio solo conoce «${SERVER_RENDER_FORMAT}».`,
    );
  const exposes = named.exposes as Record<string, string>;
  const modules = exposedModules(manifest);
  const unknown = Object.keys(exposes).find((module) => !modules.includes(module));
  if (unknown !== undefined) throw refusal(field, `serverRender nombra ${unknown}, que el remoto no expone.`);
  const missing = modules.find((module) => !Object.hasOwn(exposes, module));
  if (missing !== undefined)
    throw refusal(
      field,
      `serverRender no nombra el archivo de servidor de ${missing}: un build con render en el servidor tiene uno por módulo expuesto.`,
    );
  for (const [module, file] of Object.entries(exposes))
    if (!file.startsWith(`${SERVER_FOLDER}/`) || !file.endsWith('.js') || file.split('/').includes('..'))
      throw refusal(
        field,
        `El archivo de servidor de ${module} debe ser un .js de la carpeta ${SERVER_FOLDER}/ del paquete, no «${file}».`,
      );
  return { format: SERVER_RENDER_FORMAT, exposes };
}

/** The remote's name as its manifest gives it. */
export const manifestName = (manifest: Manifest) => manifest.name ?? manifest.metaData.name;

/** The path of the remote entry inside the release's folder (`remoteEntry.js`), as the site's one manifest reader reads it. */
export const remoteEntryPath = (manifest: Manifest): string =>
  remoteEntryFile(manifest) ?? manifest.metaData.remoteEntry.name;
