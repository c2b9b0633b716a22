// Version skew: the three remotes built from an earlier main run beside today's host,
// @pasteleria/shared and API. Each team releases on its own, so a deployed remote may be several
// releases behind the rest: what the apps share (the shared package's exports, the API's answers,
// the page's inline data) may only grow. A change that breaks an older remote fails here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { openHomeScrolled } from '../src/home-page.js';
import { repoRoot } from '../src/paths.js';
import { signInAsAdmin } from '../src/sign-in.js';
import { freePort, startSite, type Site } from '../src/site.js';
import { serveFolder } from '../src/static-server.js';

/**
 * The oldest main whose remotes must still run: the last one before the releases, the statistics
 * and the build's split into named pieces changed what the apps share. Move it forward only when
 * no remote built before the new one is deployed any more.
 */
const EARLIER_MAIN = 'e5482f7';
const REMOTES = ['remote-public', 'remote-blog', 'remote-admin'] as const;

// A sibling of today's apps, so the old builds find the root's node_modules; its own
// node_modules/@pasteleria/shared points at the old shared package, which the old remotes bundle.
const checkout = join(repoRoot, '.e2e-skew');
const hasHistory = spawnSync('git', ['cat-file', '-e', `${EARLIER_MAIN}^{commit}`], { cwd: repoRoot }).status === 0;
const hosts: Array<{ url: string; close(): Promise<void> }> = [];
const outputs: string[] = [];
/** The file's own site (its admin's test creates a category), with the earlier remotes live. */
let site: Site | undefined;
/** Where each earlier remote is served (another team's static host). */
const urls: Record<(typeof REMOTES)[number], string> = { 'remote-public': '', 'remote-blog': '', 'remote-admin': '' };

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const done = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(done.status, `${command} ${args.join(' ')}\n${done.stdout}\n${done.stderr}`).toBe(0);
}

/** A page of the file's site, with the errors it throws and the URLs it requests, as they come. */
async function openSite(browser: Browser): Promise<{ page: Page; errors: string[]; requested: string[] }> {
  if (!site) throw new Error('el sitio no arrancó');
  const page = await browser.newPage({ baseURL: site.url });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return { page, errors, requested };
}

test.describe.configure({ mode: 'serial' });
test.skip(!hasHistory, `this clone has no commit ${EARLIER_MAIN} (a shallow clone): nothing earlier to build`);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(join(checkout, 'node_modules/@pasteleria'), { recursive: true });
  run('sh', ['-c', `git archive ${EARLIER_MAIN} | tar -x -C "${checkout}"`], repoRoot);
  symlinkSync('../../shared', join(checkout, 'node_modules/@pasteleria/shared'));

  for (const remote of REMOTES) {
    const output = mkdtempSync(join(tmpdir(), `${remote}-earlier-`));
    outputs.push(output);
    run(join(repoRoot, 'node_modules/.bin/rspack'), ['build'], join(checkout, remote), { OUTPUT_PATH: output });
    const host = await serveFolder(output, await freePort());
    hosts.push(host);
    urls[remote] = host.url;
  }
  site = await startSite({
    REMOTE_PUBLIC_URL: `${urls['remote-public']}/mf-manifest.json`,
    REMOTE_BLOG_URL: `${urls['remote-blog']}/mf-manifest.json`,
    REMOTE_ADMIN_URL: `${urls['remote-admin']}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all(hosts.map((host) => host.close()));
  rmSync(checkout, { recursive: true, force: true });
  for (const output of outputs) rmSync(output, { recursive: true, force: true });
});

test('a visitor walks the home page, the catalogue and the blog drawn by the earlier remotes', async ({ browser }) => {
  const { page, errors, requested } = await openSite(browser);

  await openHomeScrolled(page);
  await expect(
    page.getByRole('region', { name: 'Promociones' }).getByText('Pasteles para cada celebración'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contacto' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Comentarios de Clientes' }).getByRole('listitem')).toHaveCount(4);

  await page.getByRole('region', { name: 'Nuestros productos' }).getByRole('link', { name: 'Pasteles' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/categorias/pasteles');
  await page.getByRole('link', { name: 'Ver más de Pastel de tres leches' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pastel de tres leches' });
  await expect(dialog.getByRole('link', { name: 'Pedir por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await page.keyboard.press('Escape');

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog y Contenidos' })).toBeVisible();
  await page
    .getByRole('link', { name: /Leer más/ })
    .first()
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toBeVisible();

  for (const remote of ['remote-public', 'remote-blog'] as const) {
    expect(
      requested.some((url) => url.startsWith(urls[remote])),
      `${remote} came from its earlier build`,
    ).toBe(true);
  }
  expect(errors, 'no error on the page').toEqual([]);
  await page.close();
});

test('an administrator signs in and creates a category with the earlier admin, seen on the public site', async ({
  browser,
}) => {
  const { page, errors, requested } = await openSite(browser);

  await signInAsAdmin(page);
  await page.goto('/admin/categoria/create');
  await page.locator('form.admin-form').getByLabel('Nombre', { exact: true }).fill('Tartas de otra versión');
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Categoria creado exitosamente.')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/admin/categoria');
  expect(
    requested.some((url) => url.startsWith(urls['remote-admin'])),
    'the admin came from its earlier build',
  ).toBe(true);

  await page.goto('/categorias');
  await expect(page.getByRole('main').getByRole('link', { name: /Tartas de otra versión/ })).toBeVisible();
  expect(errors, 'no error on the page').toEqual([]);
  await page.close();
});
