// Reached through the package's main entry, so that these calls use the page's one API client
// (the shared singleton), whichever app bundles this module.
import { loadApiClient } from '@pasteleria/shared';
import { asList } from './body';
import { isNotFound } from './is-not-found';
import type { DeployKey, NewDeployKey, PreviewedRelease, Release, ReleaseRegistry } from '../federation/releases';
import type { ReleaseVitals } from '../federation/release-vitals';
import type { NewRollout, Rollout } from '../federation/rollouts';
import type { RemoteName } from '../federation/site-apps';
import type { RuntimeConfig } from '../types';

/** GET /admin/releases/{id}/config: the site's config with that release in place of its remote's live one. */
export type PreviewConfig = RuntimeConfig & { preview: PreviewedRelease };

/** GET /admin/releases: each remote's live release and its releases (newest first), and the live changes. */
async function get<T>(path: string): Promise<T> {
  const { data } = await (await loadApiClient()).get<T>(path);
  return data;
}

export async function listReleases(): Promise<ReleaseRegistry> {
  const data = await get<Partial<ReleaseRegistry> | null>('/admin/releases');
  return { remotes: asList(data?.remotes), history: asList(data?.history) };
}

/** PUT /admin/releases/{remote}/live with `{ id }`: release `id` of `remote` goes live. */
export async function makeReleaseLive(remote: RemoteName, id: number): Promise<Release> {
  const { data } = await (await loadApiClient()).put<Release>(`/admin/releases/${remote}/live`, { id });
  return data;
}

/** GET /admin/deploy-keys (never the keys themselves). */
export async function listDeployKeys(): Promise<DeployKey[]> {
  const data = await get<unknown>('/admin/deploy-keys');
  return asList<DeployKey>(data);
}

/**
 * POST /admin/deploy-keys with `{ remote, name, days }`: the new key, its secret shown this once; it
 * expires after `days` (the server's 90 when left out).
 */
export async function createDeployKey(remote: RemoteName, name: string, days?: number): Promise<NewDeployKey> {
  const { data } = await (await loadApiClient()).post<NewDeployKey>('/admin/deploy-keys', { remote, name, days });
  return data;
}

/** DELETE /admin/deploy-keys/{id}: the key stops working at once. */
export async function revokeDeployKey(id: number): Promise<void> {
  await (await loadApiClient()).delete(`/admin/deploy-keys/${id}`);
}

/** GET /admin/releases/{id}/config: what the host runs while an admin previews release `id`. */
export async function fetchPreviewConfig(id: number): Promise<PreviewConfig> {
  return get<PreviewConfig>(`/admin/releases/${id}/config`);
}

/** POST /admin/releases/{remote}/rollouts: starts rolling release `rollout.id` out, a share of visitors at a time. */
export async function startRollout(remote: RemoteName, rollout: NewRollout): Promise<Rollout> {
  const { data } = await (await loadApiClient()).post<Rollout>(`/admin/releases/${remote}/rollouts`, rollout);
  return data;
}

/** GET /admin/releases/{remote}/rollouts/latest: the running rollout, or the last one; null when the remote never had one. */
export async function currentRollout(remote: RemoteName): Promise<Rollout | null> {
  try {
    return await get<Rollout | null>(`/admin/releases/${remote}/rollouts/latest`);
  } catch (error) {
    // An API from before …/latest (its …/current said "none" with a 404) knows of no rollout either.
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** POST /admin/releases/{remote}/rollouts/current/{step}: a person advances, aborts (everyone back on the stable release) or completes it. */
export async function changeRollout(remote: RemoteName, step: 'advance' | 'abort' | 'complete'): Promise<Rollout> {
  const { data } = await (await loadApiClient()).post<Rollout>(`/admin/releases/${remote}/rollouts/current/${step}`);
  return data;
}

/**
 * GET /admin/releases/vitals?days=…: the LCP and INP p75 of each remote's live release over the
 * last `days` days (the API's 7 when left out); null from an API that does not measure them yet.
 */
export async function releaseVitals(days?: number): Promise<ReleaseVitals | null> {
  try {
    return await get<ReleaseVitals>(
      days === undefined ? '/admin/releases/vitals' : `/admin/releases/vitals?days=${days}`,
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
