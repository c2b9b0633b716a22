import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useModerateComment } from './use-moderate-comment';

/** 'Eliminar', after a confirmation: the comment is gone for good. */
export function DeleteCommentButton({ id }: { id: number }) {
  const remove = useModerateComment('delete');
  return (
    <Popconfirm
      title="¿Eliminar este comentario?"
      description="Esta acción no se puede deshacer."
      okText="Eliminar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutate(id)}
    >
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={remove.isPending}>
        Eliminar
      </Button>
    </Popconfirm>
  );
}
