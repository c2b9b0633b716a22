import { isAxiosError } from '../api/client';

/** Thrown by the store's login when the server answers 2xx without a token and a user. */
export class LoginRejectedError extends Error {
  constructor() {
    super('El servidor no entregó una sesión.');
    this.name = 'LoginRejectedError';
  }
}

export const LOGIN_ERROR_MESSAGES = {
  credentials: 'Correo o contraseña incorrectos.',
  rateLimited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  unreachable: 'No se pudo conectar con el servidor. Intenta de nuevo.',
} as const;

/** The Spanish text the login screen shows for an error thrown by `useAuthStore.getState().login`. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginRejectedError) return LOGIN_ERROR_MESSAGES.credentials;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 429) return LOGIN_ERROR_MESSAGES.rateLimited;
  if (status !== undefined && status >= 400 && status < 500) return LOGIN_ERROR_MESSAGES.credentials;
  return LOGIN_ERROR_MESSAGES.unreachable;
}
