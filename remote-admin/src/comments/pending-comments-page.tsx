import { Button, Spin, Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { CommentCard } from './comment-card';
import { loadedComments, pendingTotal, usePendingComments } from './use-pending-comments';
import './comments.css';

/**
 * /admin/comentario: 'Comentarios Pendientes', one card per comment awaiting approval. The API
 * answers them a page at a time; 'Cargar más comentarios' adds the next page below.
 */
export function PendingCommentsPage() {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = usePendingComments();
  const comments = loadedComments(data);
  const total = pendingTotal(data) ?? comments.length;
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
        <>
          <ul className="admin-comment-list" aria-label="Comentarios pendientes">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentCard comment={comment} />
              </li>
            ))}
          </ul>
          {total > comments.length || hasNextPage ? (
            <div className="admin-comment-more">
              <Typography.Paragraph role="status">{`Mostrando ${comments.length} de ${total}.`}</Typography.Paragraph>
              {hasNextPage ? (
                <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  Cargar más comentarios
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
