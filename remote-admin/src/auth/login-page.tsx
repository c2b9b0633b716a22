import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  isAdmin,
  loginErrorMessage,
  useAuthStore,
  PageTitle,
  siteName,
  TwoStepRequiredError,
  type LoginResponse,
  type User,
} from '@pasteleria/shared';
import { passkeySignInOptions, signInWithPasskey } from '@pasteleria/shared/sign-in';
import { CloseCircleFilled, KeyOutlined, LockOutlined, MailOutlined } from '@ant-design/icons-svg';
import { PlainIcon } from '../components/plain-icon';
import { FORBIDDEN_MESSAGE, loginTarget, type LoginRedirectState } from './login-target';
import { checkLogin, type LoginFields, type LoginProblems } from './login-rules';
import { askForPasskey, passkeyProblem, passkeysSupported } from './passkey-ceremony';
import { PasswordInput } from './password-input';
import { SecondStep, type SecondStepMethod } from './second-step';
import './auth.css';

/**
 * /login: e-mail and password, or a passkey alone ('Entrar con una llave de acceso'). An account
 * with two-step sign-in is then asked its second step (second-step.tsx). A successful admin
 * sign-in stores the token in the shared store and lands on /admin (or the admin page the guard
 * saved); a non-admin account is signed out again at once. Someone already signed in as admin goes
 * straight to /admin.
 *
 * A plain form in the back office's look (auth.css), not antd's: the first screen of the back office
 * downloads and runs no antd code, so it is usable within two seconds on a phone. It behaves as
 * antd's did: Spanish messages under the fields on sending, the first wrong field focused, the
 * fields and button disabled while it signs in.
 */
export function LoginPage() {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginRedirectState | null)?.notice;
  const [error, setError] = useState<string | null>(notice === 'forbidden' ? FORBIDDEN_MESSAGE : null);
  const [problems, setProblems] = useState<LoginProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState<{ challenge: string; methods: readonly SecondStepMethod[] } | null>(
    null,
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  // A token from an earlier visit (session storage) but no user yet: find out who it is.
  // A session without the admin role (e.g. sent here by the guard) is ended.
  useEffect(() => {
    if (submitting) return;
    if (token && !user) void useAuthStore.getState().loadUser();
    else if (token && user && !isAdmin(user)) void useAuthStore.getState().logout();
  }, [token, user, submitting]);

  if (!submitting && token && isAdmin(user)) return <Navigate to={loginTarget(location.state)} replace />;

  /** Signed in: an admin goes on; anyone else is signed out again at once. */
  const enter = async (signedIn: User) => {
    if (!isAdmin(signedIn)) {
      await useAuthStore.getState().logout();
      setSecondStep(null);
      setError(FORBIDDEN_MESSAGE);
      setSubmitting(false);
      return;
    }
    void navigate(loginTarget(location.state), { replace: true });
  };
  const accept = (answer: LoginResponse) => enter(useAuthStore.getState().acceptSignIn(answer));

  const signIn = async ({ email, password }: LoginFields) => {
    setSubmitting(true);
    setError(null);
    try {
      await enter(await useAuthStore.getState().login(email.trim(), password));
    } catch (err) {
      if (err instanceof TwoStepRequiredError) setSecondStep({ challenge: err.challenge, methods: err.methods });
      else setError(loginErrorMessage(err));
      setSubmitting(false);
    }
  };

  /** A passkey alone: the browser offers the shop's accounts it holds. */
  const signInWithOwnPasskey = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const ceremony = await passkeySignInOptions();
      await accept(await signInWithPasskey(ceremony.challenge, await askForPasskey(ceremony.options)));
    } catch (err) {
      setError(passkeyProblem(err));
      setSubmitting(false);
    }
  };

  if (secondStep)
    return (
      <section className="admin-login">
        <PageTitle text="Verificación en dos pasos" />
        <SecondStep
          challenge={secondStep.challenge}
          methods={secondStep.methods}
          onSignedIn={accept}
          onRestart={(reason) => {
            setSecondStep(null);
            setError(reason ?? null);
          }}
        />
      </section>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    const found = checkLogin(fields);
    setProblems(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else void signIn(fields);
  };

  /** A field's message, shown under it while it stands. */
  const message = (field: keyof LoginFields) =>
    problems[field] && (
      <div id={`${ids}-${field}-error`} className="admin-login__field-error">
        {problems[field]}
      </div>
    );
  const described = (field: keyof LoginFields) => (problems[field] ? `${ids}-${field}-error` : undefined);

  return (
    <section className="admin-login">
      <PageTitle text="Iniciar sesión" />
      <div className="admin-login__card">
        <h1 className="admin-login__title">Iniciar sesión</h1>
        <p className="admin-login__subtitle">Panel de administración de {siteName()}</p>
        {error && (
          <div className="admin-login__alert" role="alert">
            <PlainIcon icon={CloseCircleFilled} />
            <span>{error}</span>
          </div>
        )}
        <form noValidate onSubmit={onSubmit}>
          <fieldset disabled={submitting} className="admin-login__fields">
            <div className="admin-login__field">
              <label htmlFor={`${ids}-email`}>Correo electrónico</label>
              <span className="admin-login__input" aria-invalid={Boolean(problems.email)}>
                <PlainIcon icon={MailOutlined} />
                <input
                  ref={emailRef}
                  id={`${ids}-email`}
                  name="email"
                  type="email"
                  autoComplete="username"
                  // The page exists to sign in: the cursor starts where the admin types.
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
                  autoFocus
                  aria-required="true"
                  aria-invalid={Boolean(problems.email)}
                  aria-describedby={described('email')}
                  onChange={() => problems.email && setProblems({ ...problems, email: undefined })}
                />
              </span>
              {message('email')}
            </div>
            <div className="admin-login__field">
              <label htmlFor={`${ids}-password`}>Contraseña</label>
              <PasswordInput
                ref={passwordRef}
                id={`${ids}-password`}
                invalid={Boolean(problems.password)}
                describedBy={described('password')}
                icon={<PlainIcon icon={LockOutlined} />}
                onChange={() => problems.password && setProblems({ ...problems, password: undefined })}
              />
              {message('password')}
            </div>
            <button type="submit" className="admin-login__submit" aria-busy={submitting}>
              {submitting && <span className="admin-login__spinner" aria-hidden="true" />}
              Ingresar
            </button>
          </fieldset>
        </form>
        {passkeysSupported() && (
          <>
            <p className="admin-login__or">o</p>
            <button
              type="button"
              className="admin-login__secondary"
              disabled={submitting}
              onClick={() => void signInWithOwnPasskey()}
            >
              <PlainIcon icon={KeyOutlined} />
              Entrar con una llave de acceso
            </button>
          </>
        )}
      </div>
    </section>
  );
}
