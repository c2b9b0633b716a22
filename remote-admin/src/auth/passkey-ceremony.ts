import { readServerFailure } from '../data/server-errors';

/**
 * The browser's side of a passkey (WebAuthn, with @simplewebauthn/browser, downloaded when first
 * used): its prompt to sign in with one, or to make one, and what to tell the person when it does
 * not go through.
 */
type Options = Record<string, unknown>;

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser's prompt to sign with a passkey; answers its response for the API. */
export async function askForPasskey(options: Options): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

/** The browser's prompt to make a new passkey; answers its response for the API. */
export async function makePasskey(options: Options): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}

/**
 * What to say when a passkey did not go through: the person cancelled or let it time out, the
 * authenticator holds one of this account already, the browser cannot, or the API's own words.
 */
export function passkeyProblem(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'No se usó ninguna llave de acceso (se canceló o pasó el tiempo). Inténtalo de nuevo.';
  if (name === 'InvalidStateError') return 'Esta llave de acceso ya está guardada en tu cuenta.';
  if (name === 'NotSupportedError' || !passkeysSupported())
    return 'Este navegador no admite llaves de acceso. Usa otro método.';
  const { message, status } = readServerFailure(error);
  if (status === 429) return 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
  if (message && status !== undefined && status < 500) return message;
  return 'No se pudo comprobar la llave de acceso. Intenta de nuevo.';
}
