import { useRef } from 'react';
import { Button, Card, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { StarRating, type Comentario } from '@pasteleria/shared';
import { ConfirmButton } from '../components/confirm-button';
import { focusAfterRemoval } from '../components/focus-after-removal';
import { useModerateComment } from './use-moderate-comment';

/** A pending comment's item in the list: what approving or deleting it takes off the page. */
const COMMENT_ITEM = '.admin-comment-list > li';

/** One pending comment: name, stars out of 5, e-mail, text, and its two actions (approve, delete). */
export function CommentCard({ comment }: { comment: Comentario }) {
  return (
    <Card
      className="admin-comment-card"
      title={<h2 className="admin-comment-card__name">{comment.nombre}</h2>}
      extra={<StarRating rating={comment.rating} />}
      actions={[<ApproveButton key="approve" id={comment.id} />, <DeleteCommentButton key="delete" id={comment.id} />]}
    >
      {comment.email ? (
        <Typography.Paragraph type="secondary" className="admin-comment-card__email">
          <a href={`mailto:${comment.email}`}>{comment.email}</a>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">Sin correo</Typography.Paragraph>
      )}
      <Typography.Paragraph className="admin-comment-card__text">{comment.comentario}</Typography.Paragraph>
    </Card>
  );
}

/** 'Aprobar': the comment goes to the public approved list; focus moves on to the next one. */
function ApproveButton({ id }: { id: number }) {
  const approve = useModerateComment('approve');
  const button = useRef<HTMLButtonElement>(null);
  const onClick = () => {
    const moveOn = focusAfterRemoval(button.current, COMMENT_ITEM);
    approve.mutate(id, { onSuccess: () => moveOn(true), onError: () => moveOn(false) });
  };
  return (
    <Button
      ref={button}
      type="primary"
      icon={<CheckOutlined aria-hidden="true" />}
      loading={approve.isPending}
      onClick={onClick}
    >
      Aprobar
    </Button>
  );
}

/** 'Eliminar', after a confirmation: the comment is gone for good. */
function DeleteCommentButton({ id }: { id: number }) {
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
