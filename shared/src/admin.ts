/**
 * `@pasteleria/shared/admin`: calls only the back office makes (the statistics and their CSV, the
 * pending comments page by page, 'Seguridad' and 'Actividad'; /login's own are
 * `@pasteleria/shared/sign-in`). Not part of the main entry, so a visitor downloads none of it; its calls go
 * through the main entry's API client all the same (the page's one singleton).
 */
export { getStatistics, downloadStatisticsCsv } from './api/statistics.ts';
export { fetchPendingPage, type PendingPage } from './api/pending-comments.ts';
export * from './api/security.ts';
