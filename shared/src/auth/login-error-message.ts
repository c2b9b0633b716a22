import { isAxiosError } from '../api/client';

/** Thrown by the store's login when the server answers 2xx without a token and a user. */
export class LoginRejectedError extends Error {
  constructor() {
    super('El servidor no entregó una sesión.');
    this.name = 'LoginRejectedError';
  }
}

/**
 * Thrown by the store's login when the account has two-step sign-in: the password was right, and
 * the second step is asked with `challenge` (5 minutes, once) by one of `methods`.
 */
export class TwoStepRequiredError extends Error {
  constructor(
    readonly challenge: string,
    readonly methods: ReadonlyArray<'passkey' | 'totp' | 'recovery'>,
  ) {
    super('La cuenta pide un segundo paso.');
    this.name = 'TwoStepRequiredError';
  }
}

export const LOGIN_ERROR_MESSAGES = {
  credentials: 'Correo o contraseña incorrectos.',
  rateLimited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  unreachable: 'No se pudo conectar con el servidor. Intenta de nuevo.',
  twoStep: 'Esta cuenta usa verificación en dos pasos: recarga la página para iniciar sesión con tu segundo paso.',
} as const;

/** The Spanish text the login screen shows for an error thrown by `useAuthStore.getState().login`. */
export function loginErrorMessage(error: unknown): string {
  // A back office built before two-step sign-in cannot ask for the second step.
  if (error instanceof TwoStepRequiredError) return LOGIN_ERROR_MESSAGES.twoStep;
  if (error instanceof LoginRejectedError) return LOGIN_ERROR_MESSAGES.credentials;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 429) return LOGIN_ERROR_MESSAGES.rateLimited;
  if (status !== undefined && status >= 400 && status < 500) return LOGIN_ERROR_MESSAGES.credentials;
  return LOGIN_ERROR_MESSAGES.unreachable;
}
