import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { isAdmin, loginErrorMessage, useAuthStore, PageTitle, siteName } from '@pasteleria/shared';
import { FORBIDDEN_MESSAGE, loginTarget, type LoginRedirectState } from './login-target';
import './auth.css';

interface LoginFields {
  email: string;
  password: string;
}

/**
 * /login: e-mail and password. A successful admin sign-in stores the token in the shared auth
 * store and lands on /admin (or the admin page the guard saved); a non-admin account is signed
 * out again at once. Someone already signed in as admin goes straight to /admin.
 */
export function LoginPage() {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginRedirectState | null)?.notice;
  const [error, setError] = useState<string | null>(notice === 'forbidden' ? FORBIDDEN_MESSAGE : null);
  const [submitting, setSubmitting] = useState(false);

  // A token from an earlier visit (session storage) but no user yet: find out who it is.
  // A session without the admin role (e.g. sent here by the guard) is ended.
  useEffect(() => {
    if (submitting) return;
    if (token && !user) void useAuthStore.getState().loadUser();
    else if (token && user && !isAdmin(user)) void useAuthStore.getState().logout();
  }, [token, user, submitting]);

  if (!submitting && token && isAdmin(user)) return <Navigate to={loginTarget(location.state)} replace />;

  const onFinish = async ({ email, password }: LoginFields) => {
    setSubmitting(true);
    setError(null);
    const auth = useAuthStore.getState();
    try {
      const signedIn = await auth.login(email.trim(), password);
      if (!isAdmin(signedIn)) {
        await auth.logout();
        setError(FORBIDDEN_MESSAGE);
        setSubmitting(false);
        return;
      }
      void navigate(loginTarget(location.state), { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setSubmitting(false);
    }
  };

  return (
    <section className="admin-login">
      <PageTitle text="Iniciar sesión" />
      <Card className="admin-login__card">
        <Typography.Title level={1} className="admin-login__title">
          Iniciar sesión
        </Typography.Title>
        <Typography.Paragraph type="secondary">Panel de administración de {siteName()}</Typography.Paragraph>
        {error && <Alert className="admin-login__alert" type="error" showIcon title={error} role="alert" />}
        <Form<LoginFields>
          layout="vertical"
          requiredMark={false}
          onFinish={(fields) => void onFinish(fields)}
          disabled={submitting}
        >
          <Form.Item
            label="Correo electrónico"
            name="email"
            rules={[
              { required: true, whitespace: true, message: 'Ingresa tu correo electrónico.' },
              { type: 'email', message: 'Ingresa un correo electrónico válido.' },
            ]}
          >
            {/* The page exists to sign in: the cursor starts where the admin types. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
            <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Contraseña" name="password" rules={[{ required: true, message: 'Ingresa tu contraseña.' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            Ingresar
          </Button>
        </Form>
      </Card>
    </section>
  );
}
