import {
  createDeployKey,
  fetchPreviewConfig,
  listDeployKeys,
  listReleases,
  makeReleaseLive,
  releaseVitals,
  revokeDeployKey,
} from './releases';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'tk');
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const sent = () => recorder.requests.map((r) => [r.method, r.url, r.body, r.headers.Authorization]);

it('listReleases: GET /admin/releases, the remotes and the history as answered', async () => {
  const registry = { remotes: [{ remote: 'remote_blog', live: null, releases: [] }], history: [{ id: 1 }] };
  recorder.reply({ data: registry });
  await expect(listReleases()).resolves.toEqual(registry);
  expect(sent()).toEqual([['GET', '/admin/releases', undefined, 'Bearer tk']]);
});

it('listReleases: an answer without lists is empty lists', async () => {
  recorder.reply({ data: null }, { data: { remotes: 'x' } });
  await expect(listReleases()).resolves.toEqual({ remotes: [], history: [] });
  await expect(listReleases()).resolves.toEqual({ remotes: [], history: [] });
});

it('makeReleaseLive: PUT /admin/releases/{remote}/live with { id }, the live release back', async () => {
  recorder.reply({ data: { id: 4, live: true } });
  await expect(makeReleaseLive('remote_blog', 4)).resolves.toEqual({ id: 4, live: true });
  expect(sent()).toEqual([['PUT', '/admin/releases/remote_blog/live', { id: 4 }, 'Bearer tk']]);
});

it('deploy keys: list, create with { remote, name }, revoke', async () => {
  const created = { id: 3, remote: 'remote_admin', name: 'CI', key: 'pdk_x', createdAt: '2026-01-01T00:00:00Z' };
  recorder.reply({ data: [{ id: 3 }] }, { status: 201, data: created }, { status: 204 });
  await expect(listDeployKeys()).resolves.toEqual([{ id: 3 }]);
  await expect(createDeployKey('remote_admin', 'CI')).resolves.toEqual(created);
  await expect(revokeDeployKey(3)).resolves.toBeUndefined();
  expect(sent()).toEqual([
    ['GET', '/admin/deploy-keys', undefined, 'Bearer tk'],
    ['POST', '/admin/deploy-keys', { remote: 'remote_admin', name: 'CI' }, 'Bearer tk'],
    ['DELETE', '/admin/deploy-keys/3', undefined, 'Bearer tk'],
  ]);
});

it('listDeployKeys: an answer that is not a list is an empty one', async () => {
  recorder.reply({ data: { keys: [] } });
  await expect(listDeployKeys()).resolves.toEqual([]);
});

it('fetchPreviewConfig: GET /admin/releases/{id}/config with the token; a refusal rejects', async () => {
  const config = { apiBase: '/api/v1', preview: { id: 9, remote: 'remote_blog', version: '0.2.0' } };
  recorder.reply({ data: config }, { status: 404, data: { message: 'No existe.' } });
  await expect(fetchPreviewConfig(9)).resolves.toEqual(config);
  await expect(fetchPreviewConfig(10)).rejects.toMatchObject({ response: { status: 404 } });
  expect(sent()).toEqual([
    ['GET', '/admin/releases/9/config', undefined, 'Bearer tk'],
    ['GET', '/admin/releases/10/config', undefined, 'Bearer tk'],
  ]);
});

it('releaseVitals: GET /admin/releases/vitals (with ?days= when given); an API without it is null, another refusal rejects', async () => {
  const vitals = { days: 7, since: '2026-11-20T16:00:00.000Z', remotes: [] };
  recorder.reply(
    { data: vitals },
    { data: { ...vitals, days: 30 } },
    { status: 404, data: { message: 'No encontrado' } },
    { status: 403, data: { message: 'No tienes permiso.' } },
  );
  await expect(releaseVitals()).resolves.toEqual(vitals);
  await expect(releaseVitals(30)).resolves.toEqual({ ...vitals, days: 30 });
  await expect(releaseVitals()).resolves.toBeNull();
  await expect(releaseVitals()).rejects.toMatchObject({ response: { status: 403 } });
  expect(sent().slice(0, 2)).toEqual([
    ['GET', '/admin/releases/vitals', undefined, 'Bearer tk'],
    ['GET', '/admin/releases/vitals?days=30', undefined, 'Bearer tk'],
  ]);
});
