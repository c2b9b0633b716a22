import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { isAdmin, useAuthStore } from '@pasteleria/shared';
import { useInBrowser } from '../components/in-browser';
import { queryKeys } from '../query-keys';
import type { LoginRedirectState } from './login-target';

/**
 * Who the session's token belongs to (GET /auth/me, through the auth store, which keeps the user).
 * A 401 ends the session in the store (the guard then redirects); any other failure is an error
 * the screen offers to retry.
 */
async function checkSession() {
  const me = await useAuthStore.getState().loadUser();
  if (!me && useAuthStore.getState().token) throw new Error('No se pudo verificar la sesión');
  return me;
}

/**
 * Lets `children` render only for a signed-in administrator, and while a stored token is checked:
 * the screen shows at once and asks for its data alongside GET /auth/me (the API answers it only
 * for an administrator's session), instead of after it.
 * - on the server, and while the browser hydrates its drawing → the screen (the server does not
 *   check the tab's session: it lives in the tab's storage);
 * - no token (never signed in, signed out, or a 401 cleared the store) → /login;
 * - a token but no user yet (page reloaded) → asks the API who it is (a query, retried on demand);
 * - a user without the admin role → /login, which explains the refusal and ends that session;
 * - an administrator without two-step, once the shop requires it → 'Seguridad', to set it up
 *   (the API refuses the other screens' calls anyway).
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const inBrowser = useInBrowser();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const session = useQuery({
    queryKey: queryKeys.session(token ?? ''),
    queryFn: checkSession,
    // Once hydrated: a screen hydrated after the user had arrived would differ from the drawing.
    enabled: inBrowser && Boolean(token) && !user,
    retry: false,
    gcTime: 0,
  });

  if (!inBrowser) return <>{children}</>;
  if (!token) {
    const state: LoginRedirectState = { from: location.pathname };
    return <Navigate to="/login" replace state={state} />;
  }
  if (user && !isAdmin(user)) {
    const state: LoginRedirectState = { notice: 'forbidden' };
    return <Navigate to="/login" replace state={state} />;
  }
  const mustSetUp = user?.twoStep?.required && !user.twoStep.enabled;
  if (mustSetUp && !/^\/admin\/seguridad\/?$/.test(location.pathname))
    return <Navigate to="/admin/seguridad" replace />;
  if (session.isError) {
    return (
      <Result
        status="warning"
        title="No se pudo verificar tu sesión"
        subTitle="Revisa tu conexión e intenta de nuevo."
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
