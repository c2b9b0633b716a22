import { Link, useParams } from 'react-router-dom';
import { Result, Spin, Table, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isNotFound, PageTitle, type User } from '@pasteleria/shared';
import { user as userDeclaration } from '@pasteleria/shared/entities';
import { LoadFailed } from '../components/load-failed';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';
import { BackButton } from './back-button';
import { UserForm } from './user-form';
import { roleLabel, roleOf } from './user-role';
import { useUser, useUsers } from './use-users';
import './users.css';

/* The users' screens, one chunk: the list, and create and edit, which render the one user form. */

const FIELDS = userDeclaration.fields;

const columns = labelCells([
  { title: FIELDS.name.label, dataIndex: 'name', key: 'name' },
  { title: FIELDS.email.label, dataIndex: 'email', key: 'email' },
  { title: FIELDS.role.label, key: 'role', render: (_: unknown, row: User) => roleLabel(roleOf(row)) },
  {
    title: 'Acción',
    key: 'action',
    render: (_: unknown, row: User) => (
      <Link to={`/admin/user/edit/${row.id}`} aria-label={`Editar a ${row.name}`}>
        <EditOutlined aria-hidden="true" /> Editar
      </Link>
    ),
  },
]);

/** /admin/user: the users (name, e-mail, role), each with an edit link, and 'Agregar usuario'. */
export function UserListPage() {
  const { data: users, isPending, isError, refetch } = useUsers();
  return (
    <>
      <PageTitle text="Usuarios" />
      <div className="admin-page-heading">
        <Typography.Title level={1} className="admin-page-title">
          Usuarios
        </Typography.Title>
        <Link to="/admin/user/create" className="admin-link-button">
          <PlusOutlined aria-hidden="true" /> Agregar usuario
        </Link>
      </div>
      {isPending ? (
        <div className="admin-centered" role="status">
          <Spin description="Cargando usuarios..." />
        </div>
      ) : isError ? (
        <LoadFailed message="No se pudieron cargar los usuarios." onRetry={() => void refetch()} />
      ) : (
        <Table<User>
          rowKey="id"
          columns={columns}
          dataSource={users}
          pagination={false}
          className={STACKED_TABLE}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No hay usuarios.' }}
        />
      )}
    </>
  );
}

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
