import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusal } from '../http/errors.js';
import { isPublicAddress } from './public-address.js';

/**
 * Reads a url release's mf-manifest.json once, when it is published, and each file it names (to
 * record their SHA-384): http(s) only, no redirect followed, a few seconds and a bound of bytes at
 * most. Unless the URL's origin is trusted (RELEASE_ORIGINS), every address its name resolves to
 * must be public, and so must the address the socket actually connected to: a name that resolves
 * to a private address (now or on a second lookup) is refused, so the server can never be made to
 * read its own network.
 */
const FIELD = 'manifestUrl';
const refuse = (message: string) => refusal(FIELD, message);
const TIMEOUT_MS = 5_000;
const MAX_MANIFEST_BYTES = 1024 * 1024;
/** A release's largest script or stylesheet read to record its hash. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** What is read, in the messages: 'la URL del manifiesto', 'el archivo …'. */
interface Read {
  /** Capitalised, to start a sentence. */
  subject: string;
  object: string;
  accept: string;
  maxBytes: number;
}

const MANIFEST: Read = {
  subject: 'La URL del manifiesto',
  object: 'la URL del manifiesto',
  accept: 'application/json',
  maxBytes: MAX_MANIFEST_BYTES,
};

const privateAddress = (address: string, read: Read) =>
  refuse(
    `${read.subject} apunta a una dirección privada o local (${address}); solo se admite si su origen está en RELEASE_ORIGINS.`,
  );

class Refused extends Error {
  constructor(readonly address: string) {
    super(`not a public address: ${address}`);
  }
}

/** dns.lookup that fails when any address the name resolves to is not public. */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new Refused(refused.address), '', 0);
    if (options.all) return (callback as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
    callback(null, first.address, first.family);
  });
};

/** The URL, checked: http(s), and (unless trusted) not an address literal of a private network. */
function checkUrl(value: string, trusted: boolean, read: Read): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw refuse(`${read.subject} debe ser una dirección http:// o https://.`);
  // A literal address is connected to without a lookup.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!trusted && isIP(literal) !== 0 && !isPublicAddress(literal)) throw privateAddress(literal, read);
  return url;
}

/** What a failed request tells the person publishing. */
function failure(error: unknown, url: URL, read: Read): Error {
  if (error instanceof Refused) return privateAddress(error.address, read);
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return refuse(`No se pudo leer ${read.object}: el nombre ${url.hostname} no existe.`);
  if (code === 'ABORT_ERR' || code === 'ETIMEDOUT' || (error as Error).name === 'AbortError')
    return refuse(`${read.subject} no respondió a tiempo.`);
  return refuse(`No se pudo leer ${read.object} (${code ?? 'error de red'}).`);
}

/**
 * The text at `value` (a manifest URL), or a 422 saying why it cannot be read. `trustedOrigins`
 * (RELEASE_ORIGINS) may be on private or local addresses.
 */
export async function fetchManifest(
  value: string,
  trustedOrigins: readonly string[],
  timeoutMs = TIMEOUT_MS,
): Promise<string> {
  return (await fetchBytes(value, trustedOrigins, MANIFEST, timeoutMs)).toString('utf8');
}

/** The bytes of a file a url release's manifest names (`value`, absolute), or a 422 naming it. */
export function fetchReleaseFile(value: string, trustedOrigins: readonly string[]): Promise<Buffer> {
  const name = URL.canParse(value) ? new URL(value).pathname.split('/').pop() || value : value;
  return fetchBytes(value, trustedOrigins, {
    subject: `El archivo ${name} de la versión`,
    object: `el archivo ${name} de la versión`,
    accept: '*/*',
    maxBytes: MAX_FILE_BYTES,
  });
}

function fetchBytes(
  value: string,
  trustedOrigins: readonly string[],
  read: Read,
  timeoutMs = TIMEOUT_MS,
): Promise<Buffer> {
  const trusted = URL.canParse(value) && trustedOrigins.includes(new URL(value).origin);
  const url = checkUrl(value, trusted, read);
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      {
        headers: { accept: read.accept, 'accept-encoding': 'identity' },
        // A connection of its own: never one another request opened.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        ...(trusted ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const connected = response.socket.remoteAddress ?? '';
        const fail = (error: Error) => {
          response.destroy();
          reject(error);
        };
        if (!trusted && !isPublicAddress(connected)) return fail(privateAddress(connected, read));
        if (status >= 300 && status < 400)
          return fail(refuse(`${read.subject} redirige a otra dirección (HTTP ${status}); usa la dirección final.`));
        if (status !== 200) return fail(refuse(`${read.subject} responde HTTP ${status}.`));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > read.maxBytes) fail(refuse(`${read.subject} pasa de ${read.maxBytes / 1024 / 1024} MB.`));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', (error) => reject(failure(error, url, read)));
      },
    );
    request.on('error', (error) => reject(failure(error, url, read)));
  });
}
