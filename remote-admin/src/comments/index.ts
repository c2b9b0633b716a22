/** Comment moderation: the pending list, its two actions, and the shared pending-comments query. */
export { PendingCommentsPage } from './pending-comments-page';
export { usePendingComments } from './use-pending-comments';
