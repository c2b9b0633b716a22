import { Card, Typography } from 'antd';
import { StarRating, type Comentario } from '@pasteleria/shared';
import { ApproveButton } from './approve-button';
import { DeleteCommentButton } from './delete-comment-button';

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
