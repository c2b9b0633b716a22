import { useId, useState } from 'react';
import { Button, Form, Input, QRCode, Space, Typography } from 'antd';
import { DeleteOutlined, MobileOutlined } from '@ant-design/icons';
import type { TotpEnrolment } from '@pasteleria/shared/security';
import { confirmTotp, removeTotp, startTotp } from '@pasteleria/shared/admin';
import { ConfirmButton } from '../components/confirm-button';
import { StatusTag } from '../components/status-tag';
import { readServerFailure } from '../data/server-errors';
import { noteTwoStep, useSecurityChange } from './security-queries';

/** A secret as an app asks it typed: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator app: whether it is set up; setting it up (a QR code and the secret, confirmed
 * by a first code, which turns two-step on and gives new recovery codes); changing it; removing it.
 */
export function AuthenticatorApp({
  enabled,
  lastStep,
  onNewCodes,
}: {
  enabled: boolean;
  /** Removing it would leave the account without a second step. */
  lastStep: boolean;
  onNewCodes: (codes: string[]) => void;
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const start = useSecurityChange(() => startTotp(), {
    failed: 'No se pudo empezar a configurar la app. Intenta de nuevo.',
  });
  const remove = useSecurityChange(() => removeTotp(), {
    done: () => 'App de autenticación quitada.',
    failed: 'No se pudo quitar la app. Intenta de nuevo.',
  });
  const begin = () => start.mutate(undefined, { onSuccess: setEnrolment });

  return (
    <section className="admin-security-section" aria-labelledby="seguridad-app">
      <Typography.Title level={2} id="seguridad-app">
        App de autenticación{' '}
        {enabled ? <StatusTag tone="good">Activada</StatusTag> : <StatusTag tone="neutral">Sin configurar</StatusTag>}
      </Typography.Title>
      <Typography.Paragraph>
        Una app como Google Authenticator, Microsoft Authenticator o 1Password muestra un código de 6 cifras que cambia
        cada 30 segundos; al entrar, después de tu contraseña, escribes el que muestra en ese momento.
      </Typography.Paragraph>
      {enrolment ? (
        <Enrolment
          enrolment={enrolment}
          replacing={enabled}
          onCancel={() => setEnrolment(null)}
          onDone={(codes) => {
            setEnrolment(null);
            noteTwoStep({ enabled: true, session: true });
            onNewCodes(codes);
          }}
        />
      ) : (
        <Space wrap>
          <Button
            type={enabled ? 'default' : 'primary'}
            icon={<MobileOutlined aria-hidden="true" />}
            loading={start.isPending}
            onClick={begin}
          >
            {enabled ? 'Cambiar de app' : 'Configurar la app'}
          </Button>
          {enabled && (
            <ConfirmButton
              question="¿Quitar la app de autenticación?"
              description={
                lastStep
                  ? 'Es tu único segundo paso: la verificación en dos pasos se desactivará y se cerrarán tus demás sesiones.'
                  : 'Seguirás entrando con tu llave de acceso.'
              }
              confirmText="Quitar"
              icon={<DeleteOutlined aria-hidden="true" />}
              loading={remove.isPending}
              onConfirm={async () => {
                await remove.mutateAsync(undefined);
                if (lastStep) noteTwoStep({ enabled: false });
              }}
            >
              Quitar la app
            </ConfirmButton>
          )}
        </Space>
      )}
    </section>
  );
}

/** The QR code and the secret of a new app, and its first code to confirm it. */
function Enrolment({
  enrolment,
  replacing,
  onCancel,
  onDone,
}: {
  enrolment: TotpEnrolment;
  replacing: boolean;
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const ids = useId();
  const confirm = useSecurityChange((code: string) => confirmTotp(code), {
    done: () => (replacing ? 'App de autenticación cambiada.' : 'Verificación en dos pasos activada.'),
    failed: 'No se pudo activar la app. Intenta de nuevo.',
    saysWhy: false,
  });
  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code.replace(/\s/g, ''), {
      onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
      onError: (error) => {
        const { message } = readServerFailure(error);
        if (message) form.setFields([{ name: 'code', errors: [message] }]);
      },
    });
  return (
    <div className="admin-security-enrolment">
      <ol className="admin-security-enrolment__steps">
        <li>
          <span id={`${ids}-scan`}>Escanea este código QR con la app:</span>
          <QRCode type="svg" value={enrolment.uri} size={176} bordered={false} aria-labelledby={`${ids}-scan`} />
        </li>
        <li>
          O escribe esta clave en la app:{' '}
          <code className="admin-security-enrolment__secret">{grouped(enrolment.secret)}</code>
        </li>
        <li>
          <Form form={form} layout="vertical" onFinish={submit} className="admin-security-enrolment__form">
            <Form.Item
              name="code"
              label="Código de 6 cifras que muestra la app"
              rules={[
                { required: true, message: 'Escribe el código de 6 cifras de tu app.' },
                { pattern: /^\s*\d{3}\s*\d{3}\s*$/, message: 'El código tiene 6 cifras.' },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={confirm.isPending}>
                Activar
              </Button>
              <Button onClick={onCancel}>Cancelar</Button>
            </Space>
          </Form>
        </li>
      </ol>
    </div>
  );
}
