import { Secret, TOTP } from 'otpauth';
import type { Kysely } from 'kysely';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@pasteleria/shared/security';
import type { Database } from '../../db/database.js';

/**
 * The authenticator app (RFC 6238 with `otpauth`): a 160-bit secret, SHA-1, 30-second steps, 6
 * digits, a code accepted one step either side of now (a phone's clock a little off). A code is
 * taken once: the step of the last accepted code is kept, and a code of that step or an earlier one
 * is refused, even within its window (so a code seen over a shoulder cannot be replayed).
 */
const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret, base32 (what an app takes when typed in). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI of a QR code: the shop as issuer, the account's e-mail as label. */
export const totpUri = (secret: string, issuer: string, account: string) => totp(secret, issuer, account).toString();

/** A code as typed: digits, spaces and dashes allowed ("123 456"). */
const typedCode = (code: string) => code.replace(/[\s-]/g, '');

/** The time step `code` belongs to, when it is a code of `secret` within the window; else null. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = typedCode(code);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Takes `code` as the user's second step: true when it is theirs and of a later step than the last
 * one taken (written in the same statement, so two requests with one code cannot both pass).
 */
export async function takeTotpCode(
  db: Kysely<Database>,
  user: { id: number; totp_secret: string | null },
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = codeStep(user.totp_secret, code);
  if (step === null) return false;
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
