import { DeleteOutlined } from '@ant-design/icons';
import { ConfirmButton } from '../components/confirm-button';
import { COMMENT_ITEM } from './comment-item';
import { useModerateComment } from './use-moderate-comment';

/** 'Eliminar', after a confirmation: the comment is gone for good. */
export function DeleteCommentButton({ id }: { id: number }) {
  const remove = useModerateComment('delete');
  return (
    <ConfirmButton
      question="¿Eliminar este comentario?"
      description="Esta acción no se puede deshacer."
      onConfirm={() => remove.mutateAsync(id)}
      removes={COMMENT_ITEM}
      icon={<DeleteOutlined aria-hidden="true" />}
      loading={remove.isPending}
    >
      Eliminar
    </ConfirmButton>
  );
}
