import type { ComponentType } from 'react';
import type { REMOTE_MODULES } from '@pasteleria/shared/federation';
import type { Exposes as AdminExposes } from 'remote_admin';
import type { Exposes as BlogExposes } from 'remote_blog';
import type { Exposes as PublicExposes } from 'remote_public';
import type { RemoteName } from './remotes';

/** What the host asks of every module it loads from a remote. */
export interface HostModule {
  default: ComponentType;
  /** Downloads what the module's route at `subPath` shows first (remotes built before it lack it). */
  preloadRoute?: (subPath: string) => Promise<unknown>;
}

type Expected = { [R in RemoteName]: { [E in (typeof REMOTE_MODULES)[R][number]]: HostModule } };
/** Fails the host's type check, naming the remote and the module, when an expose no longer fits. */
type Fits<T extends Expected> = T;

/**
 * The modules of each remote as the remote publishes their types (rspack/exposed-types.js writes them
 * beside its build; the host's tsconfig maps `remote_blog` to them), checked against what the host
 * asks of them.
 */
type ExposedModules = Fits<{
  remote_public: PublicExposes;
  remote_blog: BlogExposes;
  remote_admin: AdminExposes;
}>;

/** The modules the host loads from `remote`, e.g. './Blog'. */
type ExposeOf<R extends RemoteName> = keyof ExposedModules[R] & string;

/** Any module the host loads, as its remote publishes it (each fits HostModule). */
export type AnyExposed = { [R in RemoteName]: ExposedModules[R][ExposeOf<R>] }[RemoteName];
