import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@pasteleria/shared/security';
import type { Database } from '../../db/database.js';

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): discoverable credentials, so a passkey alone
 * signs in (the browser offers the shop's accounts) or serves as the second step after a password.
 * The relying party is the site: SITE_URL's host when it is set, else the host the browser asked
 * for. Only public keys are kept; each use advances the credential's counter.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of `request`: SITE_URL's origin, else the origin the browser sent (when it names this host). */
export function relyingPartyOf(request: FastifyRequest, siteUrl: string | undefined, name: string): RelyingParty {
  if (siteUrl) {
    const url = new URL(siteUrl);
    return { id: url.hostname, origin: url.origin, name };
  }
  const sent = request.headers.origin;
  let origin = `${request.protocol}://${request.host}`;
  try {
    if (typeof sent === 'string' && new URL(sent).host === request.host) origin = new URL(sent).origin;
  } catch {
    // An Origin that is no URL: the request's own.
  }
  return { id: new URL(origin).hostname, origin, name };
}

const toPasskey = (row: { id: number; name: string; created_at: Date; last_used_at: Date | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

export async function listPasskeys(db: Kysely<Database>, userId: number): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toPasskey);
}

async function credentialsOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/**
 * EdDSA, ES256, RS256: what authenticators make. Named, to the options and to the check of a new
 * passkey alike, so the library does not probe Node for post-quantum keys (SubtleCrypto.supports,
 * which prints an experimental warning on Node 24).
 */
const ALGORITHMS = [-8, -7, -257];

/** What the browser needs to make a new passkey for `user` (none of theirs twice on one authenticator). */
export async function registrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(`usuario-${user.id}`),
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's new credential against `challenge`; stores it as `name`; answers it, or null when it does not check out. */
export async function addPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  userId: number,
  challenge: string,
  response: RegistrationResponseJSON,
  name: string,
): Promise<Passkey | null> {
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verified?.verified) return null;
  const { credential } = verified.registrationInfo;
  const row = await db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []) as unknown as string[],
      name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  return row ? toPasskey(row) : null;
}

/**
 * What the browser needs to sign in with a passkey: any of the shop's (a passkey alone, the
 * browser offering its accounts; user verification required, as the passkey is then both steps),
 * or one of `userId`'s (the second step after a password).
 */
export async function authenticationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  userId: number | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: userId === null ? [] : await credentialsOf(db, userId),
    userVerification: userId === null ? 'required' : 'preferred',
  });
}

/**
 * The user whose passkey signed `challenge` (of `userId`'s passkeys only, when given), its counter
 * and last use written; null when the response does not check out.
 */
export async function checkPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  challenge: string,
  response: AuthenticationResponseJSON,
  userId: number | null,
): Promise<number | null> {
  if (typeof response?.id !== 'string') return null;
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
  if (!row || (userId !== null && row.user_id !== userId)) return null;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(row.public_key),
      counter: Number(row.counter),
      transports: row.transports,
    },
    requireUserVerification: userId === null,
  }).catch(() => null);
  if (!verified?.verified) return null;
  await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  return row.user_id;
}
