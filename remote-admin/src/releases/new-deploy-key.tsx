import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEPLOY_KEY_DAYS_DEFAULT,
  DEPLOY_KEY_DAYS_MAX,
  REMOTE_NAMES,
  type NewDeployKey,
  type RemoteName,
} from '@pasteleria/shared/federation';
import { DateTime, remoteLabel } from './release-words';
import { useCreateDeployKey } from './use-deploy-keys';

interface KeyFields {
  remote: RemoteName;
  name: string;
  days: number;
}

const REMOTE_OPTIONS = REMOTE_NAMES.map((remote) => ({ value: remote, label: `${remoteLabel(remote)} (${remote})` }));

/** How long a new key works: a month to a year, 90 days unless chosen (as npm's tokens). */
const LIFETIMES = [30, DEPLOY_KEY_DAYS_DEFAULT, 180, DEPLOY_KEY_DAYS_MAX].map((days) => ({
  value: days,
  label: days === DEPLOY_KEY_DAYS_MAX ? '1 año' : `${days} días`,
}));

/** A new deploy key: its remote, a name that says who uses it and how long it works; then the key itself, shown once. */
export function CreateDeployKeyForm() {
  const [form] = Form.useForm<KeyFields>();
  const create = useCreateDeployKey();
  const [created, setCreated] = useState<NewDeployKey | null>(null);

  const submit = ({ remote, name, days }: KeyFields) =>
    create.mutate(
      { remote, name: name.trim(), days },
      {
        onSuccess: (key) => {
          setCreated(key);
          form.resetFields();
        },
      },
    );
  const done = () => {
    setCreated(null);
    form.focusField('name');
  };

  return (
    <>
      <Form<KeyFields>
        form={form}
        layout="inline"
        className="admin-new-key-form"
        initialValues={{ days: DEPLOY_KEY_DAYS_DEFAULT }}
        onFinish={submit}
      >
        <Form.Item
          name="remote"
          label="Remoto"
          rules={[{ required: true, message: 'Elige el remoto que podrá publicar.' }]}
        >
          <Select<RemoteName>
            options={REMOTE_OPTIONS}
            placeholder="Elige un remoto"
            className="admin-new-key-form__remote"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="Nombre"
          rules={[
            { required: true, whitespace: true, message: 'Escribe quién usará la clave (p. ej. «CI del blog»).' },
          ]}
        >
          <Input placeholder="CI del blog" autoComplete="off" />
        </Form.Item>
        <Form.Item name="days" label="Válida por">
          <Select<number> options={LIFETIMES} className="admin-new-key-form__days" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined aria-hidden="true" />}
            loading={create.isPending}
          >
            Crear clave
          </Button>
        </Form.Item>
      </Form>
      {created && <CreatedKey created={created} onDone={done} />}
    </>
  );
}

/**
 * The key just created, shown this once: the secret, 'Copiar clave', and the warning that it is
 * not shown again. Focus comes to its heading as it shows; 'Ya la guardé' hides it.
 */
function CreatedKey({ created, onDone }: { created: NewDeployKey; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [created]);
  return (
    <section className="admin-new-key" aria-labelledby="versiones-clave-nueva">
      <Typography.Title level={3} id="versiones-clave-nueva" ref={heading} tabIndex={-1}>
        {`Clave «${created.name}» de ${remoteLabel(created.remote)}`}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Cópiala ahora: no se volverá a mostrar."
        description="Guárdala como secreto RELEASE_KEY del equipo que publica este remoto. Si se pierde, revócala y crea otra."
      />
      {created.expiresAt && (
        <Typography.Paragraph>
          Funciona hasta el <DateTime iso={created.expiresAt} />: antes de esa fecha, crea otra y reemplázala.
        </Typography.Paragraph>
      )}
      <code className="admin-new-key__secret">{created.key}</code>
      <Space wrap>
        <CopyKeyButton secret={created.key} />
        <Button onClick={onDone}>Ya la guardé</Button>
      </Space>
    </section>
  );
}

/** 'Copiar clave': the secret to the clipboard, or, where the browser refuses, how to copy it by hand. */
function CopyKeyButton({ secret }: { secret: string }) {
  const { message } = App.useApp();
  const copy = () => {
    // navigator.clipboard exists on https and localhost only.
    const written = navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('sin portapapeles'));
    written.then(
      () => void message.success('Clave copiada.'),
      () => void message.error('No se pudo copiar: selecciona la clave y cópiala a mano.', 6),
    );
  };
  return (
    <Button type="primary" icon={<CopyOutlined aria-hidden="true" />} onClick={copy}>
      Copiar clave
    </Button>
  );
}
