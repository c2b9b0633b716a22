import {
  DEFAULT_ROLLOUT_STAGES,
  type DeployKey,
  type Release,
  type ReleaseRegistry,
  type Rollout,
} from '@pasteleria/shared/federation';

/** A release as the API answers it, for component tests. */
function release(over: Partial<Release> & Pick<Release, 'id' | 'version'>): Release {
  return {
    remote: 'remote_blog',
    manifestUrl: `/remotes/blog/${over.version}/mf-manifest.json`,
    source: 'upload',
    notes: '',
    createdBy: 'Ana Administradora',
    createdAt: '2026-03-05T20:30:00Z',
    live: false,
    served: true,
    ...over,
  };
}

const siteCopy = release({
  id: 1,
  remote: 'remote_public',
  version: '0.1.0-aaaa1111',
  source: 'site',
  createdBy: 'sitio',
  live: true,
});
/** The blog: 1.3.0 waits, 1.2.0 is live (before it, 1.1.0), 1.0.0's files are gone. */
export const blogNext = release({
  id: 13,
  version: '1.3.0',
  source: 'url',
  manifestUrl: 'https://blog.example/1.3.0/mf-manifest.json',
  notes: 'Comentarios con estrellas',
});
export const blogLive = release({
  id: 12,
  version: '1.2.0',
  notes: 'Nuevo menú',
  createdBy: 'clave «CI blog»',
  live: true,
});
export const blogBefore = release({ id: 11, version: '1.1.0' });
export const blogGone = release({ id: 10, version: '1.0.0', served: false });

export const registry: ReleaseRegistry = {
  remotes: [
    { remote: 'remote_public', live: siteCopy, releases: [siteCopy] },
    { remote: 'remote_blog', live: blogLive, releases: [blogNext, blogLive, blogBefore, blogGone] },
    { remote: 'remote_admin', live: null, releases: [] },
  ],
  history: [
    {
      id: 3,
      remote: 'remote_blog',
      from: { id: 11, version: '1.1.0' },
      to: { id: 12, version: '1.2.0' },
      changedBy: 'clave «CI blog»',
      changedAt: '2026-03-06T18:00:00Z',
    },
    {
      id: 2,
      remote: 'remote_blog',
      from: null,
      to: { id: 11, version: '1.1.0' },
      changedBy: 'sitio',
      changedAt: '2026-03-01T12:00:00Z',
    },
    {
      id: 1,
      remote: 'remote_public',
      from: null,
      to: { id: 1, version: '0.1.0-aaaa1111' },
      changedBy: 'sitio',
      changedAt: '2026-03-01T12:00:00Z',
    },
  ],
};

export const ciKey: DeployKey = {
  id: 3,
  remote: 'remote_blog',
  name: 'CI del blog',
  createdAt: '2026-03-02T09:00:00Z',
  createdBy: 'Ana Administradora',
  expiresAt: '2099-05-31T09:00:00Z',
  lastUsedAt: '2026-03-05T10:30:00Z',
  lastUsedFrom: '203.0.113.7',
};
/** A key as a server from before keys expired lists it: no expiry, no last use. */
export const shopKey: DeployKey = {
  id: 4,
  remote: 'remote_public',
  name: 'Equipo tienda',
  createdAt: '2026-03-03T09:00:00Z',
  createdBy: 'Beto',
};

/**
 * The blog's 1.3.0 rolled out from 1.2.0 with the default stages: 10 % of the visitors, 4 minutes
 * into its first stage (6 to go), with 12 of the 30 visits it needs; `over` changes any of it.
 */
export function blogRollout(over: Partial<Rollout> = {}): Rollout {
  const fourMinutesAgo = new Date(Date.now() - 4 * 60_000).toISOString();
  return {
    id: 7,
    remote: 'remote_blog',
    release: { id: 13, version: '1.3.0' },
    from: { id: 12, version: '1.2.0' },
    stages: [...DEFAULT_ROLLOUT_STAGES],
    minVisits: 30,
    stage: 0,
    share: 10,
    stageStartedAt: fourMinutesAgo,
    status: 'running',
    reason: null,
    startedBy: 'clave «CI blog»',
    startedAt: fourMinutesAgo,
    endedAt: null,
    canary: {
      visits: 12,
      errorVisits: 2,
      errorRate: 2 / 12,
      loadErrorVisits: 1,
      lcpP75: 2430,
      inpP75: 180,
      topErrors: [
        { message: "TypeError: Cannot read properties of undefined (reading 'stars')", count: 2 },
        { message: 'ChunkLoadError: Loading chunk 512 failed', count: 1 },
      ],
    },
    stable: {
      visits: 108,
      errorVisits: 1,
      errorRate: 1 / 108,
      loadErrorVisits: 0,
      lcpP75: 1900,
      inpP75: null,
      topErrors: [],
    },
    ...over,
  };
}
