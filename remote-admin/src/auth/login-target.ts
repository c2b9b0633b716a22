/** What the guard tells the login screen when it sends someone there. */
export interface LoginRedirectState {
  /** The admin path that was asked for, to return to after signing in. */
  from?: string;
  /** Why the session was refused. */
  notice?: 'forbidden';
}

export const FORBIDDEN_MESSAGE = 'Tu cuenta no tiene acceso al panel de administración.';

/** Where to go after signing in: the admin path the guard saved, else /admin. */
export function loginTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && /^\/admin(\/|$)/.test(from) ? from : '/admin';
}
