/** The releases of the remotes (what is live, preview, publish, revert, history) and the deploy keys. */
export { ReleasesPage } from './releases-page';
