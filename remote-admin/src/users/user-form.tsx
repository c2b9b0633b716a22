import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { User, UserInput } from '@pasteleria/shared';
import { checkFields, user as userDeclaration, type Mode } from '@pasteleria/shared/entities';
import { BackButton } from './back-button';
import { ROLE_OPTIONS, roleOf } from './user-role';
import { readServerFailure } from '../data/server-errors';
import { useSaveUser } from './use-save-user';

type FieldName = keyof typeof userDeclaration.fields;
const FIELDS = userDeclaration.fields;

/** The declaration's rule for one field, as an antd validator (same messages as the API). */
function ruleFor(name: FieldName, mode: Mode): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const errors = checkFields({ fields: { [name]: FIELDS[name] } }, { [name]: value ?? '' }, mode)[name];
      if (errors?.length) throw new Error(errors[0]);
    },
  };
}

const PASSWORD_HELP = 'Déjala vacía para conservar la contraseña actual.';

/**
 * Create (no `user`) and edit form of a user: name, e-mail, role and password (required on create;
 * on edit an empty one keeps the current password). A 422 puts each field's first message under it.
 */
export function UserForm({ user }: { user?: User }) {
  const mode: Mode = user ? 'update' : 'create';
  const [form] = Form.useForm<UserInput>();
  const save = useSaveUser(user?.id);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [rejected, setRejected] = useState(false);

  const initialValues: UserInput = user
    ? { name: user.name, email: user.email, role: roleOf(user), password: '' }
    : { name: '', email: '', role: FIELDS.role.default, password: '' };

  const submit = (values: UserInput) => {
    setRejected(false);
    setOtherErrors([]);
    save.mutate(values, {
      onError: (error) => {
        const failure = readServerFailure(error);
        if (failure.status !== 422) return;
        const errors = failure.fields;
        setRejected(true);
        const known = Object.keys(FIELDS);
        form.setFields(
          Object.entries(errors)
            .filter(([field]) => known.includes(field))
            .map(([field, message]) => ({ name: field as FieldName, errors: [message] })),
        );
        setOtherErrors(
          Object.entries(errors)
            .filter(([field]) => !known.includes(field))
            .map(([, message]) => message),
        );
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="admin-user-form"
      initialValues={initialValues}
      onFinish={submit}
      noValidate
    >
      {rejected && (
        <Alert
          type="error"
          showIcon
          className="admin-user-form__alert"
          title="No se pudo guardar el usuario. Revisa los campos marcados."
          description={otherErrors.length ? otherErrors.join(' ') : undefined}
        />
      )}
      <Form.Item name="name" label={FIELDS.name.label} required rules={[ruleFor('name', mode)]}>
        <Input autoComplete="off" maxLength={FIELDS.name.max} />
      </Form.Item>
      <Form.Item name="email" label={FIELDS.email.label} required rules={[ruleFor('email', mode)]}>
        <Input type="email" autoComplete="off" maxLength={FIELDS.email.max} />
      </Form.Item>
      <Form.Item name="role" label={FIELDS.role.label} required rules={[ruleFor('role', mode)]}>
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="password"
        label={mode === 'create' ? FIELDS.password.label : `Nueva ${FIELDS.password.label.toLocaleLowerCase('es')}`}
        required={mode === 'create'}
        extra={mode === 'update' ? PASSWORD_HELP : undefined}
        rules={[ruleFor('password', mode)]}
      >
        <Input.Password autoComplete="new-password" maxLength={FIELDS.password.max} />
      </Form.Item>
      <Space wrap>
        <BackButton fallback="/admin/user" />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {mode === 'create' ? 'Crear usuario' : 'Guardar cambios'}
        </Button>
      </Space>
    </Form>
  );
}
