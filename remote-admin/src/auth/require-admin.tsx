import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { isAdmin, useAuthStore } from '@pasteleria/shared';
import type { LoginRedirectState } from './login-target';
import '../components/components.css';

/**
 * Lets `children` render only for a signed-in administrator.
 * - no token (never signed in, signed out, or a 401 cleared the store) → /login;
 * - a token but no user yet (page reloaded) → asks the API who it is (loadUser);
 * - a user without the admin role → /login, which explains the refusal and ends that session.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);

  useEffect(() => {
    if (!token || user) return;
    let current = true;
    void useAuthStore
      .getState()
      .loadUser()
      .then((me) => {
        // A 401 already cleared the token (the guard then redirects); anything else failed.
        if (current && !me && useAuthStore.getState().token) setFailedAttempt(attempt);
      });
    return () => {
      current = false;
    };
  }, [token, user, attempt]);

  if (!token) {
    const state: LoginRedirectState = { from: location.pathname };
    return <Navigate to="/login" replace state={state} />;
  }
  if (user && !isAdmin(user)) {
    const state: LoginRedirectState = { notice: 'forbidden' };
    return <Navigate to="/login" replace state={state} />;
  }
  if (user) return <>{children}</>;
  if (failedAttempt === attempt) {
    return (
      <Result
        status="warning"
        title="No se pudo verificar tu sesión"
        subTitle="Revisa tu conexión e intenta de nuevo."
        extra={
          <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
            Reintentar
          </Button>
        }
      />
    );
  }
  return (
    <div className="admin-centered">
      <Spin size="large" description="Verificando sesión..." />
    </div>
  );
}
