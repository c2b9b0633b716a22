// Reached through the package's main entry, so that these calls use the page's one API client.
import { loadApiClient } from '@pasteleria/shared';
import type { LoginResponse } from '../types';

/**
 * The steps of a sign-in after the password, and signing in with a passkey: what /login calls.
 * Each answers the session as POST /auth/login does (`useAuthStore.getState().acceptSignIn`).
 */

/** A WebAuthn ceremony: the options for the browser and the challenge to send back with its answer. */
export interface PasskeyCeremony<Options = Record<string, unknown>> {
  challenge: string;
  options: Options;
}

/** POST /auth/login/two-step with `{ challenge, code }`: a code of the app, or a recovery code. */
export async function signInWithCode(challenge: string, code: string): Promise<LoginResponse> {
  const { data } = await (await loadApiClient()).post<LoginResponse>('/auth/login/two-step', { challenge, code });
  return data;
}

/**
 * POST /auth/passkeys/authentication/options: what the browser needs to sign in with a passkey:
 * any of the shop's (no challenge), or one of the account's as the second step (the password's challenge).
 */
export async function passkeySignInOptions(challenge?: string): Promise<PasskeyCeremony> {
  const body = challenge === undefined ? undefined : { challenge };
  const { data } = await (await loadApiClient()).post<PasskeyCeremony>('/auth/passkeys/authentication/options', body);
  return data;
}

/** POST /auth/passkeys/authentication with `{ challenge, response }`: the browser's answer. */
export async function signInWithPasskey(challenge: string, response: unknown): Promise<LoginResponse> {
  const { data } = await (
    await loadApiClient()
  ).post<LoginResponse>('/auth/passkeys/authentication', {
    challenge,
    response,
  });
  return data;
}
