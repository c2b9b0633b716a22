import { Link, useLocation } from 'react-router-dom';
import { App, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Resource, Row } from '../resources';
import { useRemoveRow } from '../data/resource-queries';
import type { FromList } from '../resource-form/resource-form';
import { ConfirmButton } from '../components/confirm-button';
import { rowName } from './columns';

/** A row's edit link (the list's place travels along) and its delete button, which asks the resource's `confirmDelete` first. */
export function RowActions({ resource, row }: { resource: Resource; row: Row }) {
  const { message } = App.useApp();
  const location = useLocation();
  const remove = useRemoveRow(resource);
  const name = rowName(resource, row);
  const from: FromList = { from: location.pathname + location.search };

  const confirm = () =>
    remove.mutateAsync(row.id).then(
      () => void message.success(resource.texts.deleted),
      (error: unknown) => {
        // Logged ('Error al eliminar la categoría:'), and the admin is told as well.
        console.error(`Error al eliminar ${resource.declaration.label}:`, error);
        void message.error(resource.texts.deleteFailed, 6);
        throw error;
      },
    );

  return (
    <Space size="small">
      <Link
        className="admin-row-link"
        to={`${resource.path}/edit/${row.id}`}
        state={from}
        aria-label={`Editar ${name}`}
      >
        <EditOutlined aria-hidden="true" /> <span className="admin-action-label">Editar</span>
      </Link>
      <ConfirmButton
        question={resource.texts.confirmDelete}
        onConfirm={confirm}
        removes="tr[data-row-key]"
        size="small"
        icon={<DeleteOutlined aria-hidden="true" />}
        loading={remove.isPending}
        aria-label={`Eliminar ${name}`}
      >
        <span className="admin-action-label">Eliminar</span>
      </ConfirmButton>
    </Space>
  );
}
