import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { REMOTE_NAMES, type NewDeployKey as Created, type RemoteName } from '@pasteleria/shared/federation';
import { NewDeployKey } from './new-deploy-key';
import { remoteLabel } from './release-words';
import { useCreateDeployKey } from './use-deploy-keys';

interface KeyFields {
  remote: RemoteName;
  name: string;
}

const REMOTE_OPTIONS = REMOTE_NAMES.map((remote) => ({ value: remote, label: `${remoteLabel(remote)} (${remote})` }));

/** A new deploy key: its remote and a name that says who uses it; then the key itself, shown once. */
export function CreateDeployKeyForm() {
  const [form] = Form.useForm<KeyFields>();
  const create = useCreateDeployKey();
  const [created, setCreated] = useState<Created | null>(null);

  const submit = ({ remote, name }: KeyFields) =>
    create.mutate(
      { remote, name: name.trim() },
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
      <Form<KeyFields> form={form} layout="inline" className="admin-new-key-form" onFinish={submit}>
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
      {created && <NewDeployKey created={created} onDone={done} />}
    </>
  );
}
