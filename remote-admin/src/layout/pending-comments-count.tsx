import { Badge } from 'antd';
import { pendingTotal, usePendingComments } from '../comments/use-pending-comments';

/**
 * The number of pending comments beside 'Comentarios' in the menu. Same query as the comments
 * screen, so an approval or a deletion there updates it. Nothing while loading, on error or at 0.
 */
export function PendingCommentsCount() {
  const { data } = usePendingComments();
  const count = pendingTotal(data) ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge count={count} overflowCount={99} className="admin-menu-badge" aria-hidden="true" />
      <span className="visually-hidden">{` (${count} ${count === 1 ? 'pendiente' : 'pendientes'})`}</span>
    </>
  );
}
