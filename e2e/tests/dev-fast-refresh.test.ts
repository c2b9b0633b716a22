// `npm run dev` as a remote's team uses it: an edit of a remote's component on disk is shown in
// place, through the host and through the remote alone, and the page keeps its state (what was typed,
// no reload); an edit that cannot be applied in place reloads the page and says so in the console;
// and what the terminal says: when every app is type-checked, a saved type error, the API's lines.
// Starts its own `npm run dev` on free ports (DEV_PORT, PORT) with a fresh DATA_DIR; every edited
// file is restored afterwards, also when a test fails or the run is stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { quietCores } from '../../scripts/lib/quiet-cores.mjs';
import { watchForText } from '../../scripts/lib/shown-at.mjs';
import { repoRoot } from '../src/paths.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort } from '../src/site.js';

/**
 * From the file's write to the frame that shows the new text (read by the page itself,
 * scripts/lib/shown-at.mjs), the edit made once the cores are quiet: about 0.2 s on a two-core
 * machine. E2E_REFRESH_MS sets another bound.
 */
const SHOWN_WITHIN_MS = Number(process.env.E2E_REFRESH_MS ?? 1_000);

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

interface Dev {
  process: ChildProcess;
  host: string;
  publicAlone: string;
  blogAlone: string;
  output: () => string;
}

/** Four consecutive free ports (the host and the three remotes). */
async function freeRange(size: number): Promise<number> {
  const listens = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(Array.from({ length: size }, (_, i) => listens(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('No hay cuatro puertos libres seguidos.');
}

let dev: Dev | undefined;
let dataDir = '';
const restores = new Map<string, string>();

function restoreAll(): void {
  for (const [file, content] of restores) writeFileSync(file, content);
  restores.clear();
}
process.on('exit', restoreAll);

/** Writes `to` in place of `from` in a repository file; restoreAll() puts the file back. */
function edit(relativePath: string, from: string, to: string): number {
  const file = join(repoRoot, relativePath);
  const content = readFileSync(file, 'utf8');
  if (!content.includes(from)) throw new Error(`${relativePath} no contiene «${from}»`);
  if (!restores.has(file)) restores.set(file, content);
  const written = Date.now();
  writeFileSync(file, content.replace(from, to));
  return written;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-dev-'));
  const base = await freeRange(4);
  const apiPort = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DEV_PORT: String(base),
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      FORCE_COLOR: '0',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev = {
    process: child,
    host: `http://localhost:${base}`,
    publicAlone: `http://localhost:${base + 1}`,
    blogAlone: `http://localhost:${base + 2}`,
    output: () => output,
  };
  await expect(() => {
    expect(child.exitCode, output).toBeNull();
    expect(output).toContain(`Sitio listo: http://localhost:${base}`);
  }).toPass({ timeout: 280_000, intervals: [250] });
});

test.afterEach(() => restoreAll());

test.afterAll(async () => {
  restoreAll();
  const child = dev?.process;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Marks the page: a reload loses the mark. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sinRecargar: true }));
}
const marked = (page: Page) => page.evaluate(() => (window as { __sinRecargar?: boolean }).__sinRecargar === true);

/** Makes the edit (as `edit`) and answers the milliseconds from its write to the frame showing `text`. */
async function timeEdit(page: Page, text: string, ...change: Parameters<typeof edit>): Promise<number> {
  // As between two saves of a working day: the first type checks after the start are done.
  await quietCores(60_000);
  const shownAt = await watchForText(page, text, 20_000);
  const written = edit(...change);
  const elapsed = (await shownAt()) - written;
  test.info().annotations.push({ type: 'refresh-ms', description: `${text}: ${elapsed} ms` });
  console.log(`«${text}» shown ${elapsed} ms after the write`);
  return elapsed;
}

for (const through of ['host', 'alone'] as const) {
  test(`/blog (${through}): an edit of the blog's component is shown in place, without a reload`, async ({ page }) => {
    const url = `${through === 'host' ? dev!.host : dev!.blogAlone}/blog`;
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1, name: 'Blog y Contenidos' });
    await expect(heading).toBeVisible();
    await expect(page.locator('.card-list li').first()).toBeVisible();
    await mark(page);
    // The list the screen loaded is its state: a remount would show 'Cargando…' and load it again.
    const firstCard = await page.locator('.card-list li').first().elementHandle();

    const elapsed = await timeEdit(
      page,
      'Blog y Contenidos (editado)',
      'remote-blog/src/blog/blog-index.tsx',
      "const TITLE = 'Blog y Contenidos';",
      "const TITLE = 'Blog y Contenidos (editado)';",
    );
    expect(elapsed).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
    expect(await marked(page), 'the page was not reloaded').toBe(true);
    expect(await firstCard?.evaluate((node) => node.isConnected), 'the list was not mounted again').toBe(true);
  });

  test(`home (${through}): the branch search keeps what was typed while its section is edited`, async ({ page }) => {
    await page.goto(`${through === 'host' ? dev!.host : dev!.publicAlone}/`);
    const search = page.getByRole('searchbox', { name: 'Buscar sucursal' });
    // A lazy section: it loads as it comes near the screen.
    for (let turn = 0; turn < 40 && !(await search.count()); turn++) await page.mouse.wheel(0, 800);
    await search.fill('Centro');
    await mark(page);

    const elapsed = await timeEdit(
      page,
      'Visítanos',
      'remote-public/src/home/branches/branches-section.tsx',
      '        Contacto\n',
      '        Visítanos\n',
    );
    expect(elapsed).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
    await expect(search).toHaveValue('Centro');
    expect(await marked(page), 'the page was not reloaded').toBe(true);
  });
}

test("admin (host): a half-filled form keeps what was typed while the form's component is edited", async ({ page }) => {
  await page.goto(`${dev!.host}/login`);
  await page.getByLabel('Correo electrónico').fill(ADMIN_EMAIL);
  await page.getByLabel('Contraseña').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await page.goto(`${dev!.host}/admin/categoria/create`);
  const name = page.locator('form.admin-form').getByLabel('Nombre', { exact: true });
  await name.fill('Pasteles de temporada');
  await mark(page);

  const elapsed = await timeEdit(
    page,
    'Guardar cambios',
    'remote-admin/src/resource-form/resource-form.tsx',
    '            Guardar\n',
    '            Guardar cambios\n',
  );
  expect(elapsed).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  await expect(name).toHaveValue('Pasteles de temporada');
  expect(await marked(page), 'the page was not reloaded').toBe(true);
});

test('an edit that cannot be applied in place reloads the page and says why in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(`${dev!.host}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog y Contenidos' })).toBeVisible();
  await mark(page);

  // The exposed module also exports preloadRoute (not a component): no boundary accepts its edit.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  edit('remote-blog/src/exposes/blog.tsx', 'the host mounts it at /blog/*.', 'the host mounts it at /blog/* (edited).');
  await reloaded;
  expect(await marked(page), 'the page was reloaded').toBe(false);
  expect(messages.join('\n')).toMatch(/\[HMR\] Cannot apply update\. Need to do a full reload!/);
  expect(messages.join('\n')).toMatch(/blog\.tsx is not accepted/);
});

test("the terminal: a line once every app is type-checked, a saved type error and its fix, the API's lines readable and never restarted by a front-end edit", async () => {
  const output = () => dev!.output();
  await expect(() => expect(output()).toMatch(/^✓ tipos +revisados: sin errores/m)).toPass({ timeout: 120_000 });
  const from = output().length;
  edit(
    'remote-blog/src/blog/blog-index.tsx',
    "const TITLE = 'Blog y Contenidos';",
    "const TITLE: number = 'Blog y Contenidos';",
  );
  // Printed within a few seconds (scripts/dev-bench.mjs times it); the bound only ends a stuck test.
  await expect(() =>
    expect(output().slice(from)).toMatch(
      /\[types\] +remote-blog\/src\/blog\/blog-index\.tsx:\d+:\d+ - error TS2322: Type 'string' is not assignable to type 'number'\.[^]*✗ remote-blog: 2 errores de tipos/,
    ),
  ).toPass({ timeout: 60_000 });
  restoreAll();
  await expect(() => expect(output().slice(from)).toMatch(/\[types\] +✓ remote-blog: sin errores de tipos/)).toPass({
    timeout: 60_000,
  });
  // Every front-end edit of this file's tests is behind us: what the API printed (the admin's
  // password, a warning) reads as lines, not as JSON, and it was not restarted after the site was
  // ready, which is before the first edit (a restart while it starts cannot be an edit's).
  const api = output()
    .split('\n')
    .filter((line) => line.startsWith('[api]'));
  expect(api.filter((line) => /^\[api\] +\{/.test(line))).toEqual([]);
  const sinceReady = output().slice(output().indexOf('Sitio listo'));
  expect(sinceReady).not.toMatch(/Restarting 'api\/dist\/src\/main\.js'/);
});
