/**
 * The back office's screens, each a chunk of the admin remote named by its webpackChunkName: the
 * server preloads the one a URL opens on with the page, and the admin's warm-up asks for the same
 * one as soon as it runs, so the screen downloads beside the back office's own files, not after
 * them. A remote without one of these chunks (an older build) is simply not preloaded it.
 */
export const ADMIN_SCREEN_CHUNKS = {
  home: 'route-admin-home',
  list: 'route-admin-list',
  form: 'route-admin-form',
  comments: 'route-admin-comments',
  users: 'route-admin-users',
  releases: 'route-admin-releases',
  security: 'route-admin-security',
  activity: 'route-admin-activity',
} as const;

export type AdminScreen = keyof typeof ADMIN_SCREEN_CHUNKS;

/** The sections below /admin with a screen of their own; any other is an entity's list and forms. */
const OWN_SCREENS: Readonly<Record<string, AdminScreen>> = {
  comentario: 'comments',
  user: 'users',
  versiones: 'releases',
  seguridad: 'security',
  actividad: 'activity',
};

/**
 * The screen a back-office path below /admin opens on: '' is 'Resumen' (home), 'producto' its
 * list, 'producto/create' and 'producto/edit/3' its forms, 'user/edit/2' the users' screens.
 */
export function adminScreenAt(subPath: string): AdminScreen {
  const [section, action] = subPath.split('/').filter(Boolean);
  if (!section) return 'home';
  return OWN_SCREENS[section] ?? (action ? 'form' : 'list');
}
