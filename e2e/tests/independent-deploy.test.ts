// Independent deployment: the blog team builds a new version of remote-blog into its own folder and
// serves it from its own static host; pointing /config.json at it changes the running site, with
// no host rebuild.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/browser.js';
import { ensureBuilt } from '../src/build.js';
import { repoRoot } from '../src/paths.js';
import { freePort, startSite, type Site } from '../src/site.js';
import { serveFolder } from '../src/static-server.js';

const NEW_TITLE = 'Blog y Contenidos · Edición de temporada';
const THIRD_TITLE = 'Blog y Contenidos · Edición de invierno';
// A sibling of remote-blog, so its rspack.config.js finds ../rspack.shared.js and node_modules.
const checkout = join(repoRoot, '.e2e-remote-blog-next');
const output = mkdtempSync(join(tmpdir(), 'remote-blog-next-'));
let site: Site | undefined;
let browser: Browser | undefined;
let blogHost: { url: string; close(): Promise<void> } | undefined;
let hostBuiltAt = 0;

before(async () => {
  await ensureBuilt();
  hostBuiltAt = statSync(join(repoRoot, 'host/dist/index.html')).mtimeMs;

  // The blog team's new version: a visible change and a new version number.
  rmSync(checkout, { recursive: true, force: true });
  for (const item of ['src', 'package.json', 'rspack.config.js', 'tsconfig.json']) {
    cpSync(join(repoRoot, 'remote-blog', item), join(checkout, item), { recursive: true });
  }
  const index = join(checkout, 'src/blog/blog-index.tsx');
  const source = readFileSync(index, 'utf8');
  assert.ok(source.includes("'Blog y Contenidos'"), 'the blog index title to change');
  writeFileSync(index, source.replace("'Blog y Contenidos'", `'${NEW_TITLE}'`));
  const pkg = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8'));
  writeFileSync(join(checkout, 'package.json'), JSON.stringify({ ...pkg, version: '0.2.0' }));
  const build = spawnSync(join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
    cwd: checkout,
    env: { ...process.env, OUTPUT_PATH: output },
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`);

  blogHost = await serveFolder(output, await freePort());
  [site, browser] = await Promise.all([
    startSite({ REMOTE_BLOG_URL: `${blogHost.url}/mf-manifest.json` }),
    launchBrowser(),
  ]);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await blogHost?.close();
  rmSync(checkout, { recursive: true, force: true });
  rmSync(output, { recursive: true, force: true });
});

describe('independent deployment of a remote', () => {
  it('the running host shows the new blog from its new URL, with no host rebuild', async () => {
    assert.ok(site && browser && blogHost);
    const config = await (await fetch(`${site.url}/config.json`)).json();
    assert.equal(config.remotes.remote_blog, `${blogHost.url}/mf-manifest.json`);
    const manifest = await (await fetch(`${blogHost.url}/mf-manifest.json`)).json();
    assert.equal(manifest.metaData.buildInfo.buildVersion, '0.2.0');

    const page = await browser.newPage({ baseURL: site.url });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/blog');
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    assert.ok(requested.some((u) => u.startsWith(blogHost!.url)), 'the blog came from its own host');
    assert.ok(!requested.some((u) => u.includes('/remotes/blog/')), 'not from the copy the site serves');

    // the rest of the site is untouched
    await page.getByRole('navigation').first().getByRole('link', { name: 'Categorías' }).click();
    await page.getByRole('heading', { name: 'Línea de productos' }).waitFor();
    await page.close();

    assert.equal(statSync(join(repoRoot, 'host/dist/index.html')).mtimeMs, hostBuiltAt, 'the host was not rebuilt');
  });

  it('a redeploy on its own host is followed by the running site, preload hints included, with no restart', async () => {
    assert.ok(site && browser && blogHost);
    const index = join(checkout, 'src/blog/blog-index.tsx');
    writeFileSync(index, readFileSync(index, 'utf8').replace(`'${NEW_TITLE}'`, `'${THIRD_TITLE}'`));
    const build = spawnSync(join(repoRoot, 'node_modules/.bin/rspack'), ['build'], { cwd: checkout, env: { ...process.env, OUTPUT_PATH: output }, encoding: 'utf8' });
    assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`);
    const manifest = JSON.parse(readFileSync(join(output, 'mf-manifest.json'), 'utf8'));
    const chunk = `${blogHost.url}/${manifest.exposes.find((e: { path: string }) => e.path === './Blog').assets.js.sync[0]}`;

    // The server re-reads a manifest on another host every few seconds, in the background.
    const deadline = Date.now() + 30_000;
    let html = '';
    while (Date.now() < deadline && !html.includes(`<link rel="preload" as="script" href="${chunk}">`)) {
      html = await (await fetch(`${site.url}/blog`)).text();
      if (!html.includes(chunk)) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.ok(html.includes(`<link rel="preload" as="script" href="${chunk}">`), 'the page preloads the new build');
    assert.ok(html.includes(`<link rel="preload" as="script" href="${blogHost.url}/remoteEntry.js">`));

    const page = await browser.newPage({ baseURL: site.url });
    await page.goto('/blog');
    await page.getByRole('heading', { name: THIRD_TITLE }).waitFor();
    await page.close();
  });
});
