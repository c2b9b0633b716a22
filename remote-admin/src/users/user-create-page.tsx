import { Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { UserForm } from './user-form';
import './users.css';

/** /admin/user/create */
export function UserCreatePage() {
  return (
    <>
      <PageTitle text="Agregar usuario" />
      <Typography.Title level={1} className="admin-page-title">
        Agregar usuario
      </Typography.Title>
      <UserForm />
    </>
  );
}
