/**
 * The remotes of the site and the modules the host loads from each: a release of a remote must
 * expose them all, or the host cannot show its pages.
 */
export const REMOTE_MODULES = {
  remote_public: ['./Home', './Catalogue'],
  remote_blog: ['./Blog'],
  remote_admin: ['./Login', './Admin'],
} as const satisfies Record<string, readonly string[]>;

export type RemoteName = keyof typeof REMOTE_MODULES;

export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];

/** Each remote's folder under /remotes/ on the site ('/remotes/blog/…'). */
export const REMOTE_FOLDERS = {
  remote_public: 'public',
  remote_blog: 'blog',
  remote_admin: 'admin',
} as const satisfies Record<RemoteName, string>;
