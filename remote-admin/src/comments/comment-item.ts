/** A pending comment's item in the list: what approving or deleting it takes off the page. */
export const COMMENT_ITEM = '.admin-comment-list > li';
