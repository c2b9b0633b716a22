import { Spin, Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { CommentCard } from './comment-card';
import { usePendingComments } from './use-pending-comments';
import './comments.css';

/** /admin/comentario: 'Comentarios Pendientes', one card per comment awaiting approval. */
export function PendingCommentsPage() {
  const { data: comments, isPending, isError, refetch } = usePendingComments();
  return (
    <>
      <PageTitle text="Comentarios Pendientes" />
      <Typography.Title level={1} className="admin-page-title">
        Comentarios Pendientes
      </Typography.Title>
      {isPending ? (
        <div className="admin-centered" role="status">
          <Spin description="Cargando comentarios..." />
        </div>
      ) : isError ? (
        <LoadFailed message="No se pudieron cargar los comentarios pendientes." onRetry={() => void refetch()} />
      ) : comments.length === 0 ? (
        <Typography.Paragraph>No hay comentarios pendientes.</Typography.Paragraph>
      ) : (
        <ul className="admin-comment-list" aria-label="Comentarios pendientes">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentCard comment={comment} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
