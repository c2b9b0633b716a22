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
}

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

/** The remote's name as its manifest gives it. */
export const manifestName = (manifest: Manifest) => manifest.name ?? manifest.metaData.name;

/** The path of the remote entry inside the release's folder (`remoteEntry.js`), as the site's one manifest reader reads it. */
export const remoteEntryPath = (manifest: Manifest): string =>
  remoteEntryFile(manifest) ?? manifest.metaData.remoteEntry.name;
