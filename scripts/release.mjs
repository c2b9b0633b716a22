// @ts-check
// `npm run release -w remote-blog [-- --version 1.2.0 --notes "…" --no-build] [--live | --rollout …]`
// (the same for remote-public and remote-admin): a team ships its remote from its own clone or CI,
// with the deploy key of that remote, never with the owner's password.
//   1. builds the remote (unless --no-build), 2. packs its dist/ as a .tar.gz,
//   3. publishes it to the site at SITE_URL with the key in RELEASE_KEY (POST /api/v1/admin/releases),
//   4. with --live, makes it the live release (PUT /api/v1/admin/releases/{remote}/live); or, with
//      --rollout, starts a rolling release instead (POST /api/v1/admin/releases/{remote}/rollouts):
//      the site gives it to a share of the visitors per stage, rolls it back on its own when it is
//      clearly worse than the stable release, and otherwise advances it until it is live for everyone.
//      --stages 10:10m,50:20m,100 sets the stages (share:duration, the duration as 30s, 10m, 1h or
//      seconds; the last one 100, with none), else 10% 10 min, 50% 20 min, 100%; --min-visits the
//      least page views a stage needs to advance on its own (30). --stages and --min-visits imply
//      --rollout; --live and --rollout exclude each other.
//   5. with --wait (and --rollout), follows the rollout (GET …/rollouts/current every
//      RELEASE_POLL_SECONDS, 10 by default), printing each change and why: exits 0 when it completes
//      and 1 when it is aborted, so a team's CI can gate on it.
// The version is the package's version and the commit (0.1.0-3f2a1b4), marked -dirty with the time
// when the clone has uncommitted changes, unless --version gives one. The site refuses a release that
// cannot work beside its host (wrong React, a missing module…): its message is printed, and the
// command exits 1, as it does for any other refusal or failure (an expired key's among them).
// Every answer to a deploy key says when it expires; within DEPLOY_KEY_WARN_DAYS (14) days of it,
// the command says so once, so the team makes a new key before its CI stops publishing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { create as createTar } from 'tar';
import { parseMinVisits, parseStages, rolloutChanges, rolloutStatus, stagePlan } from './lib/rollouts.mjs';

const workspace = process.cwd();
/** The site published to (SITE_URL), without a trailing slash. */
const site = process.env.SITE_URL?.replace(/\/+$/, '');

// The package's source (`require` picks it; Node strips its types): a clone needs no build for it.
const { DEPLOY_KEY_EXPIRES_HEADER, DEPLOY_KEY_WARN_DAYS, REMOTE_NAMES, SITE_APPS } = createRequire(import.meta.url)(
  '@pasteleria/shared/federation',
);

/** @param {string} message */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** @returns {{ name: string, version: string }} */
function readPackage() {
  const file = join(workspace, 'package.json');
  if (!existsSync(file)) fail('Ejecuta la orden desde un remoto: npm run release -w remote-blog');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The federation name of the remote whose package is `packageName` (remote-blog: remote_blog). */
function remoteOf(packageName) {
  const packages = REMOTE_NAMES.map((name) => SITE_APPS[name].package);
  const remote = REMOTE_NAMES[packages.indexOf(packageName)];
  if (!remote)
    fail(`${packageName} no es un remoto (${new Intl.ListFormat('es', { type: 'disjunction' }).format(packages)}).`);
  return remote;
}

/** @param {string[]} args */
function git(args) {
  const run = spawnSync('git', args, { cwd: workspace, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The package's version and the commit, marked when the clone has uncommitted changes. */
function defaultVersion(packageVersion) {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const commit = git(['rev-parse', '--short=7', 'HEAD']);
  if (!commit) return `${packageVersion}-${stamp}`;
  const dirty = git(['status', '--porcelain', '--untracked-files=no']);
  return dirty ? `${packageVersion}-${commit}-dirty.${stamp}` : `${packageVersion}-${commit}`;
}

/** The built dist/ as a .tar.gz: every file but dot-files, with mf-manifest.json at its root. */
async function pack(dist) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) fail(`No hay un build en ${dist} (falta mf-manifest.json).`);
  // './' before each name: tar reads a name that starts with '@' (dist/@mf-types, the exposes' types)
  // as another archive to copy in.
  const entries = readdirSync(dist)
    .filter((name) => !name.startsWith('.'))
    .map((name) => `./${name}`);
  const chunks = [];
  const stream = createTar(
    { gzip: true, cwd: dist, portable: true, filter: (path) => !basename(path).startsWith('.') },
    entries,
  );
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A site's refusal or a failure to reach it, with the answer's status (none when unreachable). */
class SiteError extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

const DAY_MS = 86_400_000;
let expiryTold = false;

/**
 * Says, once, when the deploy key expires, if that is within DEPLOY_KEY_WARN_DAYS days: its day
 * (UTC, as the site writes it) and how far off it is.
 * @param {string | null} header an answer's `deploy-key-expires` (ISO 8601)
 */
function warnOfExpiry(header) {
  const expires = new Date(header ?? '');
  if (expiryTold || Number.isNaN(expires.getTime()) || expires.getTime() - Date.now() > DEPLOY_KEY_WARN_DAYS * DAY_MS)
    return;
  expiryTold = true;
  const utcDay = (/** @type {Date} */ date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const days = Math.round((utcDay(expires) - utcDay(new Date())) / DAY_MS);
  const day = expires.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const when = new Intl.RelativeTimeFormat('es', { numeric: 'auto' }).format(days, 'day');
  console.warn(
    `⚠ La clave de despliegue caduca el ${day} (${when}): crea una nueva en ${site}/admin/versiones y ponla en RELEASE_KEY.`,
  );
}

/**
 * The parsed JSON of a site's answer; a refusal throws the site's message.
 * @param {string} url @param {RequestInit} init @param {string} doing
 */
async function request(url, init, doing) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new SiteError(`No se pudo conectar con ${url}: ${String(error?.cause ?? error?.message ?? error)}`);
  }
  warnOfExpiry(response.headers.get(DEPLOY_KEY_EXPIRES_HEADER));
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok) return body;
  const fields = body?.errors ? Object.values(body.errors).flat().join(' ') : '';
  const message = [body?.message, fields].filter(Boolean).join(' ') || text.slice(0, 300);
  throw new SiteError(`El sitio no aceptó ${doing} (${response.status}): ${message}`, response.status);
}

/** Like request, but a refusal or failure ends the command with its message. */
async function send(url, init, doing) {
  try {
    return await request(url, init, doing);
  } catch (error) {
    if (error instanceof SiteError) fail(error.message);
    throw error;
  }
}

/** Seconds between two looks at a running rollout: RELEASE_POLL_SECONDS, 10 unless set. */
function pollSeconds() {
  const seconds = Number(process.env.RELEASE_POLL_SECONDS ?? 10);
  return seconds > 0 ? seconds : 10;
}

/** The options, checked before anything is built or sent; a wrong one ends the command. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      notes: { type: 'string', default: '' },
      live: { type: 'boolean', default: false },
      rollout: { type: 'boolean', default: false },
      stages: { type: 'string' },
      'min-visits': { type: 'string' },
      wait: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const rollout = values.rollout || values.stages !== undefined || values['min-visits'] !== undefined;
  if (rollout && values.live)
    fail(
      '--live y --rollout (o --stages, --min-visits) se excluyen: --live la publica para todos de una vez, --rollout poco a poco.',
    );
  if (values.wait && !rollout) fail('--wait sigue un despliegue gradual: úsalo con --rollout.');
  try {
    return {
      ...values,
      rollout,
      stages: values.stages === undefined ? undefined : parseStages(values.stages),
      minVisits: values['min-visits'] === undefined ? undefined : parseMinVisits(values['min-visits']),
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Follows the rollout until it ends, printing each change (a new stage, its end, and why) and,
 * about once a minute, where it stands. A site that does not answer is asked again, up to 5 times
 * in a row; a refusal ends the command.
 * @param {string} url GET …/rollouts/current
 * @param {Record<string, string>} auth
 * @param {import('./lib/rollouts.mjs').Rollout} started
 */
async function follow(url, auth, started) {
  const every = pollSeconds();
  console.log(`» Siguiendo el despliegue gradual (cada ${every} s; el sitio lo analiza cada minuto)…`);
  let before = started;
  let shownAt = Date.now();
  let misses = 0;
  while (before.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, every * 1000));
    /** @type {import('./lib/rollouts.mjs').Rollout} */
    let now;
    try {
      now = await request(url, { headers: auth }, 'la consulta del despliegue gradual');
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      const transient = error.status === undefined || error.status >= 500;
      if (!transient || ++misses >= 5) fail(error.message);
      console.warn(`  ${error.message.replace(/\.?$/, '.')} Se vuelve a intentar en ${every} s.`);
      continue;
    }
    misses = 0;
    if (now.id !== started.id) fail(`Otro despliegue gradual (${now.release.version}) reemplazó a este.`);
    const changes = rolloutChanges(before, now);
    for (const line of changes) console.log(line);
    if (now.status === 'running' && (changes.length || Date.now() - shownAt >= 60_000)) {
      console.log(rolloutStatus(now));
      shownAt = Date.now();
    }
    before = now;
  }
  return before;
}

async function main() {
  const values = readOptions();
  const pkg = readPackage();
  const remote = remoteOf(pkg.name);
  const key = process.env.RELEASE_KEY;
  if (!site) fail('Falta SITE_URL: la dirección del sitio donde se publica (https://…).');
  if (!key) fail(`Falta RELEASE_KEY: la clave de despliegue de ${remote} (se crea en ${site}/admin/versiones).`);
  const version = values.version ?? defaultVersion(pkg.version);

  if (!values['no-build']) {
    console.log(`» Construyendo ${pkg.name}…`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: workspace, stdio: 'inherit' });
    if (build.status !== 0) fail(`El build de ${pkg.name} falló.`);
  }
  const bundle = await pack(join(workspace, 'dist'));
  console.log(`» Publicando ${remote} ${version} en ${site} (${(bundle.length / 1024).toFixed(0)} KB)…`);

  const form = new FormData();
  form.set('remote', remote);
  form.set('version', version);
  form.set('notes', values.notes ?? '');
  form.set('bundle', new Blob([bundle], { type: 'application/gzip' }), `${pkg.name}-${version}.tar.gz`);
  const auth = { authorization: `Bearer ${key}` };
  const release = await send(
    `${site}/api/v1/admin/releases`,
    { method: 'POST', headers: auth, body: form },
    'la versión',
  );
  console.log(`✔ Publicada ${remote} ${release.version}.`);

  if (values.live) {
    await send(
      `${site}/api/v1/admin/releases/${remote}/live`,
      {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: release.id }),
      },
      'el cambio de versión en vivo',
    );
    console.log(`✔ ${release.version} está en vivo: cada visitante la recibe en su próxima página.`);
  } else if (values.rollout) {
    const rollouts = `${site}/api/v1/admin/releases/${remote}/rollouts`;
    /** @type {import('./lib/rollouts.mjs').Rollout} */
    const rollout = await send(
      rollouts,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: release.id, stages: values.stages, minVisits: values.minVisits }),
      },
      'el despliegue gradual',
    );
    console.log(
      `✔ Despliegue gradual de ${release.version} iniciado: ${rollout.share}% de los visitantes; los demás siguen con ${rollout.from?.version ?? 'la versión incluida en el sitio'}.`,
    );
    console.log(
      `  Etapas: ${stagePlan(rollout.stages)}; cada una avanza sola con al menos ${rollout.minVisits} visitas. Se revierte sola si le va claramente peor que a la estable.`,
    );
    if (!values.wait) {
      console.log(`  Para seguirlo: ${site}/admin/versiones (o publica con -- --rollout --wait).`);
      return;
    }
    for (const line of rolloutChanges(null, rollout)) console.log(line);
    const ended = await follow(`${rollouts}/current`, auth, rollout);
    process.exitCode = ended.status === 'completed' ? 0 : 1;
  } else {
    console.log(
      `  Para probarla en el sitio antes que los visitantes: ${site}/admin/versiones, «Vista previa» de ${release.version}.`,
    );
    console.log(
      '  Para ponerla en vivo: «Publicar» o «Iniciar despliegue gradual» en esa misma pantalla (o publica con -- --live o -- --rollout).',
    );
  }
}

await main();
