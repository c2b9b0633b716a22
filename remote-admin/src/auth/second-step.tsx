import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@pasteleria/shared';
import { passkeySignInOptions, signInWithCode, signInWithPasskey } from '@pasteleria/shared/sign-in';
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons-svg';
import { readServerFailure } from '../data/server-errors';
import { PlainIcon } from '../components/plain-icon';
import { askForPasskey, passkeyProblem, passkeysSupported } from './passkey-ceremony';

export type SecondStepMethod = 'passkey' | 'totp' | 'recovery';

interface SecondStepProps {
  challenge: string;
  methods: readonly SecondStepMethod[];
  /** The session the second step answered. */
  onSignedIn: (answer: LoginResponse) => Promise<void>;
  /** Back to the password (a new challenge). */
  onRestart: (message?: string) => void;
}

/** What a refused code says: the API's own sentence, or why it could not be asked. */
function codeProblem(error: unknown): string {
  const { message, status } = readServerFailure(error);
  if (status === 429) return 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
  if (message && status !== undefined && status < 500) return message;
  return 'No se pudo conectar con el servidor. Intenta de nuevo.';
}

/**
 * The second step of a sign-in whose password was right: a passkey, a code of the authenticator
 * app, or a recovery code (a link switches to it). In the same plain form as the password's. A
 * challenge that expired or was used up sends the person back to the password with the reason.
 */
export function SecondStep({ challenge, methods, onSignedIn, onRestart }: SecondStepProps) {
  const ids = useId();
  const hasApp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey') && passkeysSupported();
  // A recovery code is asked for first only when there is nothing else to use.
  const [recovery, setRecovery] = useState(!hasApp && !hasPasskey && methods.includes('recovery'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const typesCode = hasApp || recovery;

  useEffect(() => {
    if (typesCode) codeRef.current?.focus();
    else heading.current?.focus();
  }, [typesCode, recovery]);

  const run = async (signIn: () => Promise<LoginResponse>, problem: (error: unknown) => string) => {
    setBusy(true);
    setError(null);
    try {
      await onSignedIn(await signIn());
    } catch (err) {
      // A challenge the server no longer knows (expired, used, or spent by wrong codes): start again.
      if (readServerFailure(err).status === 400) onRestart(readServerFailure(err).message);
      else setError(problem(err));
      setBusy(false);
    }
  };

  const usePasskey = () =>
    void run(async () => {
      const ceremony = await passkeySignInOptions(challenge);
      return signInWithPasskey(ceremony.challenge, await askForPasskey(ceremony.options));
    }, passkeyProblem);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeRef.current?.value.trim() ?? '';
    if (!code) {
      setError(recovery ? 'Escribe uno de tus códigos de recuperación.' : 'Escribe el código de 6 cifras de tu app.');
      codeRef.current?.focus();
      return;
    }
    void run(() => signInWithCode(challenge, code), codeProblem);
  };

  return (
    <div className="admin-login__card">
      <h1 className="admin-login__title" ref={heading} tabIndex={-1}>
        Verificación en dos pasos
      </h1>
      <p className="admin-login__subtitle">
        {recovery
          ? 'Escribe uno de los códigos de recuperación que guardaste. Cada código sirve una sola vez.'
          : hasApp
            ? 'Escribe el código que muestra tu app de autenticación, o usa tu llave de acceso.'
            : 'Usa la llave de acceso de tu cuenta para terminar de entrar.'}
      </p>
      {error && (
        <div className="admin-login__alert" role="alert">
          <span>{error}</span>
        </div>
      )}
      <fieldset disabled={busy} className="admin-login__fields">
        {hasPasskey && (
          <button
            type="button"
            className={typesCode ? 'admin-login__secondary' : 'admin-login__submit'}
            onClick={usePasskey}
          >
            <PlainIcon icon={KeyOutlined} />
            Usar mi llave de acceso
          </button>
        )}
        {typesCode && (
          <form noValidate onSubmit={onSubmit} className="admin-login__code-form">
            <div className="admin-login__field">
              <label htmlFor={`${ids}-code`}>{recovery ? 'Código de recuperación' : 'Código de la app'}</label>
              <span className="admin-login__input">
                <PlainIcon icon={SafetyOutlined} />
                <input
                  key={recovery ? 'recovery' : 'totp'}
                  ref={codeRef}
                  id={`${ids}-code`}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode={recovery ? 'text' : 'numeric'}
                  placeholder={recovery ? 'xxxx-xxxx-xxxx' : '123456'}
                  aria-required="true"
                  spellCheck={false}
                  autoCapitalize="off"
                />
              </span>
            </div>
            <button type="submit" className="admin-login__submit" aria-busy={busy}>
              {busy && <span className="admin-login__spinner" aria-hidden="true" />}
              Verificar
            </button>
          </form>
        )}
        <div className="admin-login__links">
          {hasApp && methods.includes('recovery') && (
            <button type="button" className="admin-login__link" onClick={() => setRecovery(!recovery)}>
              {recovery ? 'Usar el código de la app' : 'Usar un código de recuperación'}
            </button>
          )}
          {!hasApp && !recovery && methods.includes('recovery') && (
            <button type="button" className="admin-login__link" onClick={() => setRecovery(true)}>
              Usar un código de recuperación
            </button>
          )}
          <button type="button" className="admin-login__link" onClick={() => onRestart()}>
            Volver a iniciar sesión
          </button>
        </div>
      </fieldset>
    </div>
  );
}
