import type { AdminScreen } from '@pasteleria/shared/federation';

/**
 * The back office's screens, each a chunk of its own (the entity lists with Table and @dnd-kit apart
 * from the forms; the home with its statistics; comments; users; releases), named as
 * ADMIN_SCREEN_CHUNKS names them (the server preloads a URL's screen by that name). The routes
 * render them lazily; the warm-up (route-warmup.tsx) asks for the one a URL opens on as soon as the
 * back office runs (a chunk is downloaded once, whoever asks first).
 */
export const screens = {
  home: () => import(/* webpackChunkName: "route-admin-home" */ '../welcome/welcome'),
  list: () => import(/* webpackChunkName: "route-admin-list" */ '../pages/list-page'),
  form: () => import(/* webpackChunkName: "route-admin-form" */ '../pages/form-pages'),
  comments: () => import(/* webpackChunkName: "route-admin-comments" */ '../comments/pending-comments-page'),
  users: () => import(/* webpackChunkName: "route-admin-users" */ '../users/user-pages'),
  releases: () => import(/* webpackChunkName: "route-admin-releases" */ '../releases/releases-page'),
  security: () => import(/* webpackChunkName: "route-admin-security" */ '../security/security-page'),
  activity: () => import(/* webpackChunkName: "route-admin-activity" */ '../activity/activity-page'),
} satisfies Record<AdminScreen, () => Promise<unknown>>;
