import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import { PASSKEY_NAME_MAX, type Passkey } from '@pasteleria/shared/security';
import { passkeyRegistrationOptions, registerPasskey, removePasskey, renamePasskey } from '@pasteleria/shared/admin';
import { ConfirmButton } from '../components/confirm-button';
import { LoadFailed } from '../components/load-failed';
import { makePasskey, passkeyProblem, passkeysSupported } from '../auth/passkey-ceremony';
import { DateTime } from '../releases/release-words';
import { deviceGuess } from './device-guess';
import { noteTwoStep, useSecurityChange } from './security-queries';

const nameRules = [
  { required: true, whitespace: true, message: 'Ponle un nombre a la llave de acceso (por ejemplo, «iPhone de Ana»).' },
  { max: PASSKEY_NAME_MAX, message: `El nombre puede tener hasta ${PASSKEY_NAME_MAX} caracteres.` },
];

/**
 * 'Llaves de acceso': the account's passkeys (the phone's or the computer's own lock, or a
 * security key), each named, when it was added and last used, renamed or removed; and a new one,
 * named, made by the browser. The first one turns two-step on and gives recovery codes.
 */
export function Passkeys({
  passkeys,
  loadFailed,
  onRetry,
  lastStep,
  onNewCodes,
}: {
  passkeys: Passkey[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** Removing the only passkey would leave the account without a second step. */
  lastStep: boolean;
  onNewCodes: (codes: string[]) => void;
}) {
  return (
    <section className="admin-security-section" aria-labelledby="seguridad-llaves">
      <Typography.Title level={2} id="seguridad-llaves">
        Llaves de acceso
      </Typography.Title>
      <Typography.Paragraph>
        Una llave de acceso usa el bloqueo de tu teléfono o computadora (huella, rostro o PIN) o una llave de seguridad.
        Sirve para entrar sin contraseña, o como segundo paso después de ella, y no se puede usar en un sitio falso.
      </Typography.Paragraph>
      {loadFailed ? (
        <LoadFailed message="No se pudieron cargar tus llaves de acceso." onRetry={onRetry} />
      ) : (
        passkeys &&
        passkeys.length > 0 && (
          <ul className="admin-security-list" aria-label="Tus llaves de acceso">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="admin-security-list__item">
                <div className="admin-security-list__text">
                  <strong>{passkey.name}</strong>
                  <span>
                    Agregada el <DateTime iso={passkey.createdAt} />
                    {' · '}
                    {passkey.lastUsedAt ? (
                      <>
                        usada por última vez el <DateTime iso={passkey.lastUsedAt} />
                      </>
                    ) : (
                      'sin usar todavía'
                    )}
                  </span>
                </div>
                <div className="admin-security-list__actions">
                  <RenameButton passkey={passkey} />
                  <RemoveButton passkey={passkey} lastStep={lastStep && passkeys.length === 1} />
                </div>
              </li>
            ))}
          </ul>
        )
      )}
      <AddPasskey onNewCodes={onNewCodes} />
    </section>
  );
}

/** A new passkey: its name (the device, guessed), then the browser's prompt. */
function AddPasskey({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const add = useSecurityChange(
    async (name: string) => {
      const ceremony = await passkeyRegistrationOptions();
      return registerPasskey(ceremony.challenge, name, await makePasskey(ceremony.options));
    },
    {
      done: (_, name) => `Llave de acceso «${name}» agregada.`,
      failed: 'No se pudo agregar la llave de acceso.',
      saysWhy: false,
    },
  );
  if (!passkeysSupported())
    return <Typography.Paragraph type="secondary">Este navegador no admite llaves de acceso.</Typography.Paragraph>;
  const submit = ({ name }: { name: string }) => {
    setProblem(null);
    add.mutate(name.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        form.resetFields();
        noteTwoStep({ enabled: true, session: true });
        if (recoveryCodes.length > 0) onNewCodes(recoveryCodes);
      },
      onError: (error) => setProblem(passkeyProblem(error)),
    });
  };
  return (
    <Form
      form={form}
      layout="inline"
      className="admin-security-new-passkey"
      initialValues={{ name: deviceGuess(navigator.userAgent) }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label="Nombre de la llave"
        rules={nameRules}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input autoComplete="off" maxLength={PASSKEY_NAME_MAX} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<KeyOutlined aria-hidden="true" />} loading={add.isPending}>
          Agregar llave de acceso
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 'Renombrar': the passkey's name in a small dialog. */
function RenameButton({ passkey }: { passkey: Passkey }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const rename = useSecurityChange((name: string) => renamePasskey(passkey.id, name), {
    done: (_, name) => `Llave renombrada a «${name}».`,
    failed: 'No se pudo renombrar la llave de acceso.',
  });
  return (
    <>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={`Renombrar la llave «${passkey.name}»`}
      >
        Renombrar
      </Button>
      <Modal
        open={open}
        title={`Renombrar «${passkey.name}»`}
        okText="Guardar"
        cancelText="Cancelar"
        confirmLoading={rename.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: passkey.name }}
          onFinish={({ name }) => rename.mutate(name.trim(), { onSuccess: () => setOpen(false) })}
        >
          <Form.Item name="name" label="Nombre" rules={nameRules}>
            <Input autoComplete="off" maxLength={PASSKEY_NAME_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function RemoveButton({ passkey, lastStep }: { passkey: Passkey; lastStep: boolean }) {
  const remove = useSecurityChange(() => removePasskey(passkey.id), {
    done: () => `Llave de acceso «${passkey.name}» eliminada.`,
    failed: `No se pudo eliminar la llave «${passkey.name}».`,
  });
  return (
    <ConfirmButton
      question={`¿Eliminar la llave «${passkey.name}»?`}
      description={
        lastStep
          ? 'Es tu único segundo paso: la verificación en dos pasos se desactivará y se cerrarán tus demás sesiones.'
          : 'Ya no podrás entrar con ella.'
      }
      removes="li"
      size="small"
      icon={<DeleteOutlined aria-hidden="true" />}
      loading={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(undefined);
        if (lastStep) noteTwoStep({ enabled: false });
      }}
      aria-label={`Eliminar la llave «${passkey.name}»`}
    >
      Eliminar
    </ConfirmButton>
  );
}
