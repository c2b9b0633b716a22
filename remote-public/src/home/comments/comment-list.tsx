import { AsyncView, getApprovedComments, StarRating, useAsync, type ComentarioPublico } from '@pasteleria/shared';

/** The approved comments; a failed load is only logged, and the list shows nothing. */
function loadComments() {
  return getApprovedComments().catch((error: unknown) => {
    console.error('Error al obtener comentarios:', error);
    throw error;
  });
}

/** One approved comment: its text, 5 stars filled or empty, and the name linked to its mail. */
function CommentItem({ comment }: { comment: ComentarioPublico }) {
  return (
    <li className="card pub-comment">
      <StarRating rating={comment.rating} />
      <blockquote className="pub-comment-text">
        <p>{comment.comentario}</p>
      </blockquote>
      <p className="pub-comment-author">
        — {comment.mail ? <a href={`mailto:${comment.mail}`}>{comment.nombre}</a> : comment.nombre}
      </p>
    </li>
  );
}

/** 'Comentarios de Clientes', or 'No hay comentarios aún.' when there are none. */
export function CommentList() {
  const comments = useAsync(loadComments, []);
  return (
    <section aria-labelledby="pub-comment-list-title">
      <h2 id="pub-comment-list-title" className="pub-comments-title">
        Comentarios de Clientes
      </h2>
      <AsyncView state={comments} loading="Cargando comentarios..." empty="No hay comentarios aún.">
        {(data) => (
          <ul className="pub-comment-list">
            {data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
