import { useState } from 'react';
import { Alert, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PageTitle, useAuthStore } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { StatusTag } from '../components/status-tag';
import { AuthenticatorApp } from './authenticator-app';
import { Passkeys } from './passkeys';
import { RecoveryCodesSection, RecoveryCodesShown } from './recovery-codes';
import { RequireTwoStep } from './require-two-step';
import { passkeysQuery, securityPolicyQuery, sessionsQuery, twoStepQuery } from './security-queries';
import { Sessions } from './sessions';
import './security.css';

/**
 * /admin/seguridad: 'Seguridad', the signed-in account's own (reached from the header's user menu).
 * Its two-step sign-in (passkeys, an authenticator app, recovery codes), its signed-in sessions,
 * and, for the whole shop, 'Exigir verificación en dos pasos'. When the shop requires two-step and
 * the account has none, this is the one screen the back office opens, and it says why.
 */
export function SecurityPage() {
  const twoStep = useQuery(twoStepQuery);
  const passkeys = useQuery(passkeysQuery);
  const sessions = useQuery(sessionsQuery);
  const policy = useQuery(securityPolicyQuery);
  const mustSetUp = useAuthStore((s) => Boolean(s.user?.twoStep?.required && !s.user.twoStep.enabled));
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <>
      <PageTitle text="Seguridad" />
      <Typography.Title level={1} className="admin-page-title">
        Seguridad
      </Typography.Title>
      {mustSetUp && (
        <Alert
          type="warning"
          showIcon
          className="admin-security-required"
          title="Esta tienda exige la verificación en dos pasos."
          description="Agrega una llave de acceso o configura una app de autenticación para usar el resto del panel."
        />
      )}
      {codes && <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />}
      {twoStep.isPending ? (
        <div className="admin-centered" role="status">
          <Spin description="Cargando tu seguridad..." />
        </div>
      ) : twoStep.isError ? (
        <LoadFailed message="No se pudo cargar tu verificación en dos pasos." onRetry={() => void twoStep.refetch()} />
      ) : (
        <>
          <section className="admin-security-section" aria-labelledby="seguridad-dos-pasos">
            <Typography.Title level={2} id="seguridad-dos-pasos">
              Verificación en dos pasos{' '}
              {twoStep.data.enabled ? (
                <StatusTag tone="good">Activada</StatusTag>
              ) : (
                <StatusTag tone="bad">Desactivada</StatusTag>
              )}
            </Typography.Title>
            <Typography.Paragraph>
              {twoStep.data.enabled
                ? 'Al entrar con tu contraseña, se te pide también tu llave de acceso o el código de tu app. Quien sepa tu contraseña no podrá entrar sin ellos.'
                : 'Ahora basta tu contraseña para entrar. Agrega una llave de acceso o una app de autenticación para que también se pida un segundo paso.'}
            </Typography.Paragraph>
          </section>
          <Passkeys
            passkeys={passkeys.data}
            loadFailed={passkeys.isError}
            onRetry={() => void passkeys.refetch()}
            lastStep={!twoStep.data.totp}
            onNewCodes={setCodes}
          />
          <AuthenticatorApp enabled={twoStep.data.totp} lastStep={twoStep.data.passkeys === 0} onNewCodes={setCodes} />
          {twoStep.data.enabled && <RecoveryCodesSection left={twoStep.data.recoveryCodesLeft} onNewCodes={setCodes} />}
          <Sessions sessions={sessions.data} loadFailed={sessions.isError} onRetry={() => void sessions.refetch()} />
          {!mustSetUp && (
            <RequireTwoStep
              required={policy.data?.requireTwoStep}
              loadFailed={policy.isError}
              onRetry={() => void policy.refetch()}
              sessionTwoStep={twoStep.data.sessionTwoStep}
            />
          )}
        </>
      )}
    </>
  );
}
