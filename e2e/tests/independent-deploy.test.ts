// Independent deployment: the blog team builds a new version of remote-blog into its own folder and
// serves it from its own static host; pointing /config.json at it changes the running site, with
// no host rebuild.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../src/fixtures.js';
import { repoRoot } from '../src/paths.js';
import { freePort, startSite, type Site } from '../src/site.js';
import { serveFolder } from '../src/static-server.js';

const NEW_TITLE = 'Blog y Contenidos · Edición de temporada';
const THIRD_TITLE = 'Blog y Contenidos · Edición de invierno';
// A sibling of remote-blog, so its rspack.config.js finds ../rspack.shared.js and node_modules.
const checkout = join(repoRoot, '.e2e-remote-blog-next');
const index = join(checkout, 'src/blog/blog-index.tsx');
let output = '';
let site: Site | undefined;
let blogHost: { url: string; close(): Promise<void> } | undefined;
let hostBuiltAt = 0;

interface Manifest {
  metaData: { buildInfo: { buildVersion: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/** The blog team's build of the checkout into `output`. */
function buildBlog(): void {
  const build = spawnSync(join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
    cwd: checkout,
    env: { ...process.env, OUTPUT_PATH: output },
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}

function running(): { site: Site; blogHost: { url: string } } {
  if (!site || !blogHost) throw new Error('el sitio y el servidor del blog no arrancaron');
  return { site, blogHost };
}

// The second test follows the first one's deployment.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A rspack build of the blog and a site of its own (the config's webServer built the rest).
  test.setTimeout(300_000);
  hostBuiltAt = statSync(join(repoRoot, 'host/dist/index.html')).mtimeMs;
  output = mkdtempSync(join(tmpdir(), 'remote-blog-next-'));

  // The blog team's new version: a visible change and a new version number.
  rmSync(checkout, { recursive: true, force: true });
  for (const item of ['src', 'package.json', 'rspack.config.js', 'tsconfig.json']) {
    cpSync(join(repoRoot, 'remote-blog', item), join(checkout, item), { recursive: true });
  }
  const source = readFileSync(index, 'utf8');
  expect(source, 'the blog index title to change').toContain("'Blog y Contenidos'");
  writeFileSync(index, source.replace("'Blog y Contenidos'", `'${NEW_TITLE}'`));
  const pkg = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(checkout, 'package.json'), JSON.stringify({ ...pkg, version: '0.2.0' }));
  buildBlog();

  blogHost = await serveFolder(output, await freePort());
  site = await startSite({ REMOTE_BLOG_URL: `${blogHost.url}/mf-manifest.json` });
});

test.afterAll(async () => {
  await site?.stop();
  await blogHost?.close();
  rmSync(checkout, { recursive: true, force: true });
  if (output) rmSync(output, { recursive: true, force: true });
});

test.describe('independent deployment of a remote', () => {
  test('the running host shows the new blog from its new URL, with no host rebuild', async ({ browser }) => {
    const { site, blogHost } = running();
    const config = (await (await fetch(`${site.url}/config.json`)).json()) as { remotes: Record<string, string> };
    expect(config.remotes.remote_blog).toBe(`${blogHost.url}/mf-manifest.json`);
    const manifest = (await (await fetch(`${blogHost.url}/mf-manifest.json`)).json()) as Manifest;
    expect(manifest.metaData.buildInfo.buildVersion).toBe('0.2.0');

    const page = await browser.newPage({ baseURL: site.url });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    expect(
      requested.some((u) => u.startsWith(blogHost.url)),
      'the blog came from its own host',
    ).toBe(true);
    expect(
      requested.filter((u) => u.includes('/remotes/blog/')),
      'not from the copy the site serves',
    ).toEqual([]);

    // the rest of the site is untouched
    await page.getByRole('navigation').first().getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();
    await page.close();

    expect(statSync(join(repoRoot, 'host/dist/index.html')).mtimeMs, 'the host was not rebuilt').toBe(hostBuiltAt);
  });

  test('a redeploy on its own host is followed by the running site, preload hints included, with no restart', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { site, blogHost } = running();
    writeFileSync(index, readFileSync(index, 'utf8').replace(`'${NEW_TITLE}'`, `'${THIRD_TITLE}'`));
    buildBlog();
    const manifest = JSON.parse(readFileSync(join(output, 'mf-manifest.json'), 'utf8')) as Manifest;
    const blogChunk = manifest.exposes.find((e) => e.path === './Blog')?.assets.js.sync[0];
    expect(blogChunk, 'the manifest names the ./Blog chunk').toBeTruthy();
    const chunk = `${blogHost.url}/${blogChunk}`;

    // The server re-reads a manifest on another host every few seconds, in the background.
    const blogHtml = async () => (await fetch(`${site.url}/blog`)).text();
    // Each with the integrity of the file as its host serves it now.
    await expect
      .poll(blogHtml, { message: 'the page preloads the new build', timeout: 30_000 })
      .toContain(`<link rel="preload" as="script" href="${chunk}" integrity="sha384-`);
    expect(await blogHtml()).toContain(
      `<link rel="preload" as="script" href="${blogHost.url}/remoteEntry.js" integrity="sha384-`,
    );

    const page = await browser.newPage({ baseURL: site.url });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: THIRD_TITLE })).toBeVisible();
    await page.close();
  });
});
