import { useInfiniteQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useAuthStore } from '@pasteleria/shared';
import { pendingCommentsQuery, pendingTotal } from '../comments/use-pending-comments';
import { useInBrowser } from '../components/in-browser';

/**
 * The number of pending comments beside 'Comentarios' in the menu. Same query as the comments
 * screen, so an approval or a deletion there updates it. Nothing while loading, on error or at 0.
 * Asked for with a session only (the frame also shows, drawn by the server, to a tab without one, on
 * its way to /login), once the server's drawing is hydrated (the comments screen reads it too).
 */
export function PendingCommentsCount() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const inBrowser = useInBrowser();
  const { data } = useInfiniteQuery({ ...pendingCommentsQuery, enabled: signedIn && inBrowser });
  const count = pendingTotal(data) ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge count={count} overflowCount={99} className="admin-menu-badge" aria-hidden="true" />
      <span className="visually-hidden">{` (${count} ${count === 1 ? 'pendiente' : 'pendientes'})`}</span>
    </>
  );
}
