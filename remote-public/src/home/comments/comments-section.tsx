import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import './comments.css';

/** Home: the comment form on the left and 'Comentarios de Clientes' on the right (stacked on a phone). */
export function CommentsSection() {
  return (
    <div className="pub-home-section pub-comments">
      <div className="pub-comments-form">
        <CommentForm />
      </div>
      <CommentList />
    </div>
  );
}
