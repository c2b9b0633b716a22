import { Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { revokeOtherSessions, revokeSession } from '@pasteleria/shared/admin';
import type { SignedInSession } from '@pasteleria/shared/security';
import { ConfirmButton } from '../components/confirm-button';
import { LoadFailed } from '../components/load-failed';
import { StatusTag } from '../components/status-tag';
import { DateTime } from '../releases/release-words';
import { useSecurityChange } from './security-queries';

/**
 * 'Sesiones': where the account is signed in (the browser and system, the address, when it was last
 * used, whether with two steps), this one marked; any other signed out, or all of them at once.
 */
export function Sessions({
  sessions,
  loadFailed,
  onRetry,
}: {
  sessions: SignedInSession[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
}) {
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const signOutOthers = useSecurityChange(() => revokeOtherSessions(), {
    done: (count) => (count === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${count} sesiones.`),
    failed: 'No se pudieron cerrar las demás sesiones.',
  });
  return (
    <section className="admin-security-section" aria-labelledby="seguridad-sesiones">
      <Typography.Title level={2} id="seguridad-sesiones">
        Sesiones
      </Typography.Title>
      <Typography.Paragraph>
        Los navegadores donde tu cuenta tiene la sesión iniciada. Si no reconoces uno, ciérralo y cambia tu contraseña.
      </Typography.Paragraph>
      {loadFailed ? (
        <LoadFailed message="No se pudieron cargar tus sesiones." onRetry={onRetry} />
      ) : (
        sessions && (
          <ul className="admin-security-list" aria-label="Tus sesiones">
            {sessions.map((session) => (
              <li key={session.id} className="admin-security-list__item">
                <div className="admin-security-list__text">
                  <strong>
                    {session.device} {session.current && <StatusTag tone="good">Esta sesión</StatusTag>}
                    {session.twoStep && <StatusTag tone="neutral">Con dos pasos</StatusTag>}
                  </strong>
                  <span>
                    {session.address ? `Desde ${session.address} · ` : ''}
                    Usada por última vez el <DateTime iso={session.lastUsedAt} /> · iniciada el{' '}
                    <DateTime iso={session.createdAt} />
                  </span>
                </div>
                {!session.current && (
                  <div className="admin-security-list__actions">
                    <SignOutButton session={session} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )
      )}
      {others > 0 && (
        <ConfirmButton
          question="¿Cerrar las demás sesiones?"
          description="Se cerrarán todas menos esta; quien esté en ellas tendrá que volver a iniciar sesión."
          confirmText="Cerrar sesiones"
          icon={<LogoutOutlined aria-hidden="true" />}
          loading={signOutOthers.isPending}
          onConfirm={() => signOutOthers.mutateAsync(undefined)}
        >
          Cerrar las demás sesiones
        </ConfirmButton>
      )}
    </section>
  );
}

function SignOutButton({ session }: { session: SignedInSession }) {
  const signOut = useSecurityChange(() => revokeSession(session.id), {
    done: () => `Sesión de ${session.device} cerrada.`,
    failed: `No se pudo cerrar la sesión de ${session.device}.`,
  });
  return (
    <ConfirmButton
      question={`¿Cerrar la sesión de ${session.device}?`}
      confirmText="Cerrar sesión"
      removes="li"
      size="small"
      icon={<LogoutOutlined aria-hidden="true" />}
      loading={signOut.isPending}
      onConfirm={() => signOut.mutateAsync(undefined)}
      // Begins with its visible text, so a person who says what they see reaches it by voice.
      aria-label={`Cerrar sesión de ${session.device}${session.address ? ` desde ${session.address}` : ''}`}
    >
      Cerrar sesión
    </ConfirmButton>
  );
}
