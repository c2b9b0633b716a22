/**
 * The back office's TanStack Query keys, in one place, so every screen that shows a list reads
 * (and refreshes) the same cache entry: the menu badge, the admin home and the comments screen
 * all share `pendingComments`; invalidating `users` also refreshes every `user(id)`.
 */
export const queryKeys = {
  /** GET /auth/me for the session's token: who is signed in. */
  session: (token: string) => ['auth', 'me', token] as const,
  /** GET /admin/comentarios/pendientes */
  pendingComments: ['admin', 'comentarios', 'pendientes'] as const,
  /** GET /admin/user */
  users: ['admin', 'user'] as const,
  /** GET /admin/user/{id} */
  user: (id: number) => ['admin', 'user', id] as const,
  /** GET /admin/{name}: the list of one entity of the generic CRUD (categoria, producto, …). */
  entity: (name: string) => ['admin', name] as const,
  /** GET /admin/{name}/{id}: one row, for its edit form (refreshed with its list). */
  row: (name: string, id: number) => ['admin', name, id] as const,
  /**
   * GET /public/slides: the home carousel as visitors see it, whose first picture a shared link
   * without its own shows. Under the slide list's key, so saving a slide refreshes it too.
   */
  publicSlides: ['admin', 'slide', 'public'] as const,
  /** GET /admin/releases: every remote's live release and releases, and the history of live changes. */
  releases: ['admin', 'releases'] as const,
  /** GET /admin/releases/{remote}/rollouts/latest: under the releases' key, so refreshing them refreshes it too. */
  rollout: (remote: string) => ['admin', 'releases', remote, 'rollout'] as const,
  /** GET /admin/releases/vitals: under the releases' key, so a release made live refreshes it too. */
  releaseVitals: ['admin', 'releases', 'vitals'] as const,
  /** GET /admin/deploy-keys */
  deployKeys: ['admin', 'deploy-keys'] as const,
  /** GET /auth/two-step, /auth/passkeys and /auth/sessions: the signed-in account's own. */
  twoStep: ['auth', 'two-step'] as const,
  passkeys: ['auth', 'passkeys'] as const,
  sessions: ['auth', 'sessions'] as const,
  /** GET /admin/security: whether the shop requires two-step of its administrators. */
  securityPolicy: ['admin', 'security'] as const,
  /** GET /admin/activity with its filters and page. */
  activity: (query: string) => ['admin', 'activity', query] as const,
  /** GET /admin/estadisticas?desde&hasta: one period's statistics. */
  statistics: (desde: string, hasta: string) => ['admin', 'estadisticas', desde, hasta] as const,
};
