// @ts-check
// `npm run dev` as a team uses it, measured: the time from its start to a usable site (the host's /blog
// showing the blog's answer from the API, with no demo content) and to the type checkers' line (every
// app's first check done), then the time from saving a remote's component to the frame that shows it
// (lib/shown-at.mjs), through the host and with the remote alone (median of --runs edits each, each
// made once the cores are quiet: after the type checkers' work, as in a working day), and from saving
// a type error in it to the checker printing it (median of --runs saves, each undone before the next).
// Targets: a usable site within 10 s on a warm clone; an edit shown within 300 ms (median); a type
// error printed within 5 s (median).
// Runs its own `npm run dev` on free ports with a fresh DATA_DIR (started once unmeasured, so the
// measured start is a warm clone's); the edited file is always restored.
//
//   node scripts/dev-bench.mjs [--runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { median } from './lib/numbers.mjs';
import { quietCores } from './lib/quiet-cores.mjs';
import { watchForText } from './lib/shown-at.mjs';
import { root } from './ensure-built.mjs';

const START_TARGET_MS = 10_000;
const EDIT_TARGET_MS = 300;
const TYPE_ERROR_TARGET_MS = 5_000;
const FILE = join(root, 'remote-blog/src/blog/blog-index.tsx');
const TITLE = "const TITLE = 'Blog y Contenidos';";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5;

/** A free run of `size` ports on 127.0.0.1. */
async function freeRange(size) {
  const listens = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await Promise.all(Array.from({ length: size }, (_, i) => listens(base + i)))).every(Boolean)) return base;
  }
  throw new Error('No hay puertos libres seguidos.');
}

/** Median time from writing the blog's title to the frame that shows it, at `url` (lib/shown-at.mjs). */
async function editTimes(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Blog y Contenidos' }).waitFor({ timeout: 60_000 });
  const original = readFileSync(FILE, 'utf8');
  const times = [];
  await quietCores();
  try {
    for (let run = 1; run <= RUNS; run++) {
      const title = `Blog y Contenidos ${run}`;
      const shownAt = await watchForText(page, title);
      const written = Date.now();
      writeFileSync(FILE, original.replace(TITLE, `const TITLE = '${title}';`));
      times.push((await shownAt()) - written);
      await quietCores();
    }
  } finally {
    writeFileSync(FILE, original);
    await page.close();
  }
  return median(times);
}

/**
 * Median time from saving a type error in the blog's component to the checker printing it, in
 * `dev`'s output; each save is undone, and its fix printed, before the next.
 * @param {{ output(): string }} dev
 */
async function typeErrorTimes(dev) {
  const original = readFileSync(FILE, 'utf8');
  const times = [];
  /** Resolves once `dev`'s output after `from` matches `pattern` (60 s at most). */
  const printed = async (from, pattern) => {
    const deadline = Date.now() + 60_000;
    while (!pattern.test(dev.output().slice(from))) {
      if (Date.now() > deadline) throw new Error(`npm run dev no imprimió ${pattern}:\n${dev.output().slice(from)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now();
  };
  try {
    for (let run = 1; run <= RUNS; run++) {
      let from = dev.output().length;
      const written = Date.now();
      writeFileSync(FILE, original.replace(TITLE, TITLE.replace('const TITLE', 'const TITLE: number')));
      times.push((await printed(from, /blog-index\.tsx:\d+:\d+ - error TS2322/)) - written);
      from = dev.output().length;
      writeFileSync(FILE, original);
      await printed(from, /remote-blog: sin errores de tipos/);
    }
  } finally {
    writeFileSync(FILE, original);
  }
  return median(times);
}

/**
 * `npm run dev` on DEV_PORT `base` (the API on base + 4); resolves once it says the site is ready,
 * with what it printed so far and a stop.
 */
async function startDev(base, dataDir) {
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No demo content: seeding it (pictures included) is a first start's work, not a warm clone's.
    env: {
      ...process.env,
      DEV_PORT: String(base),
      PORT: String(base + 4),
      DATA_DIR: dataDir,
      SEED: '0',
      FORCE_COLOR: '0',
    },
  });
  let output = '';
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGINT');
    await new Promise((resolve) => (dev.exitCode === null ? dev.once('exit', resolve) : resolve(undefined)));
  };
  const deadline = Date.now() + 180_000;
  while (!output.includes('Sitio listo')) {
    if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev no arrancó:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop, output: () => output };
}

/** Resolves with the time at which `dev` has printed the type checkers' line (180 s at most). */
async function typesChecked(dev) {
  const deadline = Date.now() + 180_000;
  while (!/^[✓✗] tipos +revisados/m.test(dev.output())) {
    if (Date.now() > deadline) throw new Error(`npm run dev no terminó de revisar los tipos:\n${dev.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now();
}

export async function devBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-dev-bench-'));
  const base = await freeRange(5);
  // A warm clone: its API built and its database made by a first start, which is not measured.
  const first = await startDev(base, dataDir);
  await typesChecked(first);
  await first.stop();
  const browser = await launchChromium();
  const started = Date.now();
  let stop = async () => {};
  let failed = false;
  try {
    const dev = await startDev(base, dataDir);
    stop = dev.stop;
    const checked = typesChecked(dev);
    const page = await browser.newPage();
    await page.goto(`http://localhost:${base}/blog`);
    // The blog's answer shown: its cards, or none.
    await page
      .locator('.card-list li')
      .or(page.getByText('Aún no hay publicaciones.'))
      .first()
      .waitFor({ timeout: 60_000 });
    const usable = Date.now() - started;
    await page.close();
    const typesReady = (await checked) - started;
    const throughHost = await editTimes(browser, `http://localhost:${base}/blog`);
    const alone = await editTimes(browser, `http://localhost:${base + 2}/blog`);
    const typeError = await typeErrorTimes(dev);
    console.log(
      `\nnpm run dev (a warm start, then ${RUNS} edits of remote-blog's component each way, ${RUNS} type errors)`,
    );
    const row = (name, ms, target) => {
      failed ||= ms > target;
      console.log(`${name.padEnd(44)} ${String(ms).padStart(6)} ms   target ≤ ${target} ms${ms > target ? '  ✗' : ''}`);
    };
    row('start to a usable site (host /blog + API)', usable, START_TARGET_MS);
    console.log(`${'start to every app type-checked'.padEnd(44)} ${String(typesReady).padStart(6)} ms`);
    row('save to shown, through the host (median)', throughHost, EDIT_TARGET_MS);
    row('save to shown, remote alone (median)', alone, EDIT_TARGET_MS);
    row('save of a type error to printed (median)', typeError, TYPE_ERROR_TARGET_MS);
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return !failed;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await devBench()) ? 0 : 1;
