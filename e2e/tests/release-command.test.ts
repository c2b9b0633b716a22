// The blog team ships from its own clone: `npm run release -- --live` builds its remote, publishes
// it to the running site with the team's deploy key and makes it live; a visitor's next page shows
// it. A key of another remote is refused with the site's message and a failing exit code. Then it
// rolls the next release out with `--stages … --wait`, which exits 0 once the rollout completes.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminToken } from '../src/admin-api.js';
import { expect, test } from '../src/fixtures.js';
import { repoRoot } from '../src/paths.js';

// It changes the live blog: the file has a site of its own, which analyses rollouts every second.
test.use({ ownSite: 'release-command', siteEnv: { ROLLOUT_ANALYSIS_SECONDS: '1' } });
// The rollout ships the build the first test made.
test.describe.configure({ mode: 'serial' });

const NEW_TITLE = 'Blog y Contenidos · Publicado por el equipo';
// A sibling of remote-blog, like the team's own clone: its rspack.config.js finds ../rspack.shared.js.
const clone = join(repoRoot, '.e2e-remote-blog-release');

async function deployKey(base: string, remote: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/admin/deploy-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(base)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ remote, name: `Equipo de ${remote}` }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** `npm run release -- …` in the team's clone, against the site at `site` with `key`. */
function release(site: string, key: string, args: string[]) {
  return spawnSync('npm', ['run', 'release', '--', ...args], {
    cwd: clone,
    env: { ...process.env, SITE_URL: site, RELEASE_KEY: key, RELEASE_POLL_SECONDS: '1' },
    encoding: 'utf8',
  });
}

test.beforeAll(() => {
  rmSync(clone, { recursive: true, force: true });
  for (const item of ['src', 'package.json', 'rspack.config.js', 'tsconfig.json'])
    cpSync(join(repoRoot, 'remote-blog', item), join(clone, item), { recursive: true });
  const index = join(clone, 'src/blog/blog-index.tsx');
  const source = readFileSync(index, 'utf8');
  expect(source, 'the blog index title to change').toContain("'Blog y Contenidos'");
  writeFileSync(index, source.replace("'Blog y Contenidos'", `'${NEW_TITLE}'`));
});

test.afterAll(() => rmSync(clone, { recursive: true, force: true }));

test('npm run release -- --live publishes the blog with its deploy key and makes it live', async ({
  baseURL,
  openPage,
}) => {
  test.setTimeout(240_000);
  const site = baseURL!;
  const wrongKey = await deployKey(site, 'remote_public');
  const refused = release(site, wrongKey, ['--version', '9.9.9-ajena', '--live']);
  expect(refused.status, `${refused.stdout}\n${refused.stderr}`).not.toBe(0);
  expect(refused.stderr).toContain('Esta clave solo puede publicar remote_public.');

  const key = await deployKey(site, 'remote_blog');
  const run = release(site, key, ['--version', '2.0.0-equipo', '--notes', 'Título de temporada', '--live']);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('Publicada remote_blog 2.0.0-equipo');
  expect(run.stdout).toContain('está en vivo');

  const config = (await (await fetch(`${site}/config.json`)).json()) as { remotes: Record<string, string> };
  expect(config.remotes.remote_blog).toContain('/remotes/blog/2.0.0-equipo/mf-manifest.json');

  const visitor = await openPage();
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
});

test('npm run release -- --stages … --wait rolls the blog out and exits 0 once it is live for everyone', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = baseURL!;
  const key = await deployKey(site, 'remote_blog');
  const run = release(site, key, [
    '--no-build',
    '--version',
    '2.1.0-gradual',
    '--stages',
    '50:1s,100',
    '--min-visits',
    '0',
    '--wait',
  ]);
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('Publicada remote_blog 2.1.0-gradual');
  const config = (await (await fetch(`${site}/config.json`)).json()) as { remotes: Record<string, string> };
  expect(config.remotes.remote_blog).toContain('/remotes/blog/2.1.0-gradual/mf-manifest.json');
});
