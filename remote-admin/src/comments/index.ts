/** Comment moderation: the pending list and its two actions. */
export { PendingCommentsPage } from './pending-comments-page';
