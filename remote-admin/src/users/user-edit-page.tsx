import { useParams } from 'react-router-dom';
import { Result, Spin, Typography } from 'antd';
import { isNotFound, PageTitle } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { BackButton } from './back-button';
import { UserForm } from './user-form';
import { useUser } from './use-users';
import './users.css';

/** /admin/user/edit/:id: loads the user, then the shared form. */
export function UserEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user, isPending, isError, error, refetch } = useUser(id);
  return (
    <>
      <PageTitle text="Editar usuario" />
      <Typography.Title level={1} className="admin-page-title">
        Editar usuario
      </Typography.Title>
      {!valid || (isError && isNotFound(error)) ? (
        <Result status="404" title="No se encontró el usuario." extra={<BackButton fallback="/admin/user" />} />
      ) : isPending ? (
        <div className="admin-centered" role="status">
          <Spin description="Cargando datos del usuario..." />
        </div>
      ) : isError ? (
        <LoadFailed message="No se pudieron cargar los datos del usuario." onRetry={() => void refetch()} />
      ) : (
        // key: a reload of another user starts a fresh form
        <UserForm key={user.id} user={user} />
      )}
    </>
  );
}
