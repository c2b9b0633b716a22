import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for the API's tests: what a phone or a security key does
 * behind `navigator.credentials`, written from the WebAuthn spec so the server's checks meet real
 * bytes. It makes an ES256 (P-256) key pair per credential, attests it with fmt 'none' (no
 * attestation statement), and signs assertions over authData ‖ SHA-256(clientDataJSON). It always
 * reports the user present and verified (the flags UP and UV), and counts its signatures.
 */

// CBOR (RFC 8949), only what an attestation object and a COSE key hold: integers, byte and text
// strings, and maps.
type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A credential the authenticator holds: its id, its keys (the public one as COSE_Key), whose account it is, its counter. */
export interface SoftwareCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: Buffer;
  userHandle: string;
  signCount: number;
}

/** The public key as COSE_Key (RFC 9053): EC2, ES256, P-256, its x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<CborValue, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftwareAuthenticator {
  /** The credentials it holds, newest last. */
  readonly credentials: SoftwareCredential[] = [];
  /** This model of authenticator (all zeros would say "none given"). */
  readonly aaguid = randomBytes(16);

  /** `origin`: the page the browser runs the ceremony for (`http://localhost:8204`). */
  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new credential for the options' relying party and user. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const cose = coseKey(publicKey);
    const attested = Buffer.concat([this.aaguid, length, id, cose]);
    const authData = authenticatorData(options.rp.id ?? new URL(this.origin).hostname, UP | UV | AT, 0, attested);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, privateKey, publicKey: cose, userHandle: options.user.id, signCount: 0 });
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientData('webauthn.create', options.challenge, this.origin)),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): an assertion by the first credential the options allow (any it
   * holds, for a discoverable sign-in), or by `credential` when given.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    credential = this.allowed(options),
  ): AuthenticationResponseJSON {
    credential.signCount += 1;
    const authData = authenticatorData(options.rpId ?? new URL(this.origin).hostname, UP | UV, credential.signCount);
    const clientDataJSON = clientData('webauthn.get', options.challenge, this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private allowed(options: PublicKeyCredentialRequestOptionsJSON): SoftwareCredential {
    const allowed = options.allowCredentials?.map((item) => item.id) ?? [];
    const found = this.credentials.find((item) => allowed.length === 0 || allowed.includes(base64url(item.id)));
    if (!found) throw new Error('NotAllowedError: ninguna llave de este autenticador sirve aquí');
    return found;
  }
}
