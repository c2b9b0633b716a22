import { Link } from 'react-router-dom';
import { Spin, Table, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageTitle, type User } from '@pasteleria/shared';
import { user as userDeclaration } from '@pasteleria/shared/entities';
import { LoadFailed } from '../components/load-failed';
import { roleLabel, roleOf } from './user-role';
import { useUsers } from './use-users';
import './users.css';

const FIELDS = userDeclaration.fields;

const columns = [
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
];

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
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No hay usuarios.' }}
        />
      )}
    </>
  );
}
