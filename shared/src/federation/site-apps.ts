/**
 * The front-end apps, declared once: the host and the remotes, by federation name. The builds
 * (rspack.shared.js), `npm run dev`, the scripts, the host's runtime config and the API read them
 * here; a new remote is an entry in REMOTE_APPS and its folder.
 */

/** One front-end app. */
export interface SiteApp {
  /** Its folder in the repository, which is also its package's name. */
  package: string;
  /** Its dev server's port while DEV_PORT is unset; DEV_PORT moves every app by the same amount. */
  devPort: number;
}

/** A remote: an app the host loads its pages from, released on its own. */
export interface RemoteApp extends SiteApp {
  /** Its folder under /remotes/ on the site ('/remotes/blog/…'). */
  folder: string;
  /**
   * The modules it exposes, each the file `src/exposes/<name in lower case>.tsx` ('./Blog':
   * src/exposes/blog.tsx). The host loads them all, so a release of the remote must expose them all.
   */
  exposes: readonly string[];
}

/** The host: the shell every page starts in, which loads the remotes. */
export const HOST_APP = { package: 'host', devPort: 3000 } as const satisfies SiteApp;

/** The remotes, by federation name. */
export const REMOTE_APPS = {
  remote_public: { package: 'remote-public', devPort: 3001, folder: 'public', exposes: ['./Home', './Catalogue'] },
  remote_blog: { package: 'remote-blog', devPort: 3002, folder: 'blog', exposes: ['./Blog'] },
  remote_admin: { package: 'remote-admin', devPort: 3003, folder: 'admin', exposes: ['./Login', './Admin'] },
} as const satisfies Record<string, RemoteApp>;

/** Every front-end app by federation name: the host, then the remotes. */
export const SITE_APPS = /* @__PURE__ */ Object.assign({ host: HOST_APP }, REMOTE_APPS);

type Remotes = typeof REMOTE_APPS;

export type RemoteName = keyof Remotes;

export const REMOTE_NAMES = /* @__PURE__ */ Object.keys(REMOTE_APPS) as RemoteName[];

/** `value(name)` of every remote, by its name. */
export function byRemote<T>(value: (name: RemoteName) => T): Record<RemoteName, T> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, value(name)])) as Record<RemoteName, T>;
}

/** The modules the host loads from each remote. */
export const REMOTE_MODULES = /* @__PURE__ */ byRemote((name) => REMOTE_APPS[name].exposes) as {
  readonly [R in RemoteName]: Remotes[R]['exposes'];
};

/** Each remote's folder under /remotes/ on the site. */
export const REMOTE_FOLDERS = /* @__PURE__ */ byRemote((name) => REMOTE_APPS[name].folder) as {
  readonly [R in RemoteName]: Remotes[R]['folder'];
};

/** The manifest of the remote's build that the site itself serves: '/remotes/blog/mf-manifest.json'. */
export function siteManifestUrl(name: RemoteName): string {
  return `/remotes/${REMOTE_APPS[name].folder}/mf-manifest.json`;
}

/** The environment variable that points a remote at its mf-manifest.json elsewhere: REMOTE_BLOG_URL for remote_blog. */
export function remoteUrlVariable(name: RemoteName): string {
  return `${name.toUpperCase()}_URL`;
}
