import { useId } from 'react';
import { Alert, Switch, Typography } from 'antd';
import { setSecurityPolicy } from '@pasteleria/shared/admin';
import { LoadFailed } from '../components/load-failed';
import { noteTwoStep, useSecurityChange } from './security-queries';

/**
 * 'Exigir verificación en dos pasos' for every administrator: then one without it can only set it
 * up here, and publishing releases, deploy keys and users need a session signed in with it. Only
 * from a session signed in with two steps (the API refuses otherwise, and says why).
 */
export function RequireTwoStep({
  required,
  loadFailed,
  onRetry,
  sessionTwoStep,
}: {
  required: boolean | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  sessionTwoStep: boolean;
}) {
  const id = useId();
  const change = useSecurityChange((requireTwoStep: boolean) => setSecurityPolicy(requireTwoStep), {
    done: ({ requireTwoStep }) =>
      requireTwoStep
        ? 'Ahora todos los administradores deben usar la verificación en dos pasos.'
        : 'La verificación en dos pasos ya no es obligatoria.',
    failed: 'No se pudo cambiar la regla. Intenta de nuevo.',
  });
  return (
    <section className="admin-security-section" aria-labelledby="seguridad-exigir">
      <Typography.Title level={2} id="seguridad-exigir">
        Para toda la tienda
      </Typography.Title>
      {loadFailed ? (
        <LoadFailed message="No se pudo cargar la regla de la tienda." onRetry={onRetry} />
      ) : (
        <>
          <div className="admin-security-switch">
            <Switch
              id={id}
              aria-describedby={`${id}-help`}
              checked={required ?? false}
              loading={required === undefined || change.isPending}
              disabled={!sessionTwoStep}
              onChange={(checked) =>
                change.mutate(checked, { onSuccess: ({ requireTwoStep }) => noteTwoStep({ required: requireTwoStep }) })
              }
            />
            <label htmlFor={id}>Exigir verificación en dos pasos</label>
          </div>
          <Typography.Paragraph className="admin-security-switch__help" id={`${id}-help`}>
            A todos los administradores. Quien no la tenga solo podrá configurarla aquí, y publicar versiones, manejar
            claves de publicación y cambiar usuarios pedirá una sesión iniciada con ella.
          </Typography.Paragraph>
          {!sessionTwoStep && (
            <Alert
              type="info"
              showIcon
              title="Para cambiar esta regla, entra con tu verificación en dos pasos."
              description="Actívala arriba, cierra sesión y vuelve a entrar con tu segundo paso."
            />
          )}
        </>
      )}
    </section>
  );
}
