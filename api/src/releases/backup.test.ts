import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Release, ReleaseRegistry } from '@pasteleria/shared/federation';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { builtBlog, distinctBlogBuild, pack, upload, get } from '../../test/support/releases.js';

/**
 * `npm run backup` and `npm run restore` carry the releases: their rows, their stored files, the
 * live choice and its history (the backup reads every table from the catalogue). A shop restored
 * into a new embedded database serves the same releases from the archive's files.
 */
const CLI = fileURLToPath(new URL('../backup/cli.js', import.meta.url));

let work: string;
let source: TestServer;
let release: Release;

function cli(args: string[], target: { dataDir: string; databaseUrl?: string | undefined }) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, INIT_CWD: work };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-releases-backup-'));
  const webRoot = path.join(work, 'web');
  fs.cpSync(builtBlog(), path.join(webRoot, 'remote-blog/dist'), { recursive: true });
  source = await startTestServer({ env: { WEB_ROOT: webRoot } });
  release = (await upload(source, await pack(distinctBlogBuild('respaldo')), { version: '1.0.0' })).body;
  assert.equal(
    (await source.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: release.id } })).status,
    200,
  );
});
after(async () => {
  await source.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

test('backup and restore carry the releases, their files, the live choice and its history', async () => {
  const backup = await cli(['backup', 'tienda.gz'], { dataDir: source.dataDir, databaseUrl: source.databaseUrl });
  assert.equal(backup.code, 0, backup.stderr);
  const target = { dataDir: path.join(work, 'restaurada') };
  const restore = await cli(['restore', 'tienda.gz'], target);
  assert.equal(restore.code, 0, restore.stderr);

  // Started with no built site of its own: everything it serves comes from the archive.
  const restored = await startTestServer({
    config: (config) => ({ ...config, databaseUrl: undefined }),
    reuse: { dataDir: target.dataDir, databaseUrl: undefined },
  });
  try {
    const before = (await source.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
    const after = (await restored.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
    assert.deepEqual(after, before);
    assert.equal(after.remotes.find((entry) => entry.remote === 'remote_blog')?.live?.id, release.id);
    assert.equal(after.history.length, 2, "the site's build, then 1.0.0");

    const config = (await restored.request<{ remotes: Record<string, string> }>('GET', '/config.json')).body;
    assert.equal(config.remotes.remote_blog, '/remotes/blog/1.0.0/mf-manifest.json');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const original = await get(`${source.url}/remotes/blog/1.0.0/${file}`);
      const copy = await get(`${restored.url}/remotes/blog/1.0.0/${file}`);
      assert.equal(copy.status, 200, file);
      assert.equal(copy.text, original.text, file);
    }
    const site = after.remotes
      .find((entry) => entry.remote === 'remote_blog')
      ?.releases.find((r) => r.source === 'site');
    assert.ok(site);
    assert.equal((await get(`${restored.url}${site.manifestUrl}`)).status, 200, "the site's build too");
  } finally {
    await restored.dispose();
  }
});
