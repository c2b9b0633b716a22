// @ts-check
// `npm run release -w remote-blog [-- --version 1.2.0 --notes "…" --live --no-build]` (the same for
// remote-public and remote-admin): a team ships its remote from its own clone or CI, with the
// deploy key of that remote, never with the owner's password.
//   1. builds the remote (unless --no-build), 2. packs its dist/ as a .tar.gz,
//   3. publishes it to the site at SITE_URL with the key in RELEASE_KEY (POST /api/v1/admin/releases),
//   4. with --live, makes it the live release (PUT /api/v1/admin/releases/{remote}/live).
// The version is the package's version and the commit (0.1.0-3f2a1b4), marked -dirty with the time
// when the clone has uncommitted changes, unless --version gives one. The site refuses a release that
// cannot work beside its host (wrong React, a missing module…): its message is printed, and the
// command exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { create as createTar } from 'tar';

const workspace = process.cwd();

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
  // The package's source (`require` picks it; Node strips its types): a clone needs no build for it.
  const { REMOTE_NAMES, SITE_APPS } = createRequire(import.meta.url)('@pasteleria/shared/federation');
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

/** Answers the parsed JSON of a site's answer, or ends the command with the site's message. */
async function answer(response, doing) {
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
  fail(`El sitio no aceptó ${doing} (${response.status}): ${message}`);
}

/** @param {string} url @param {RequestInit} init @param {string} doing */
async function send(url, init, doing) {
  try {
    return await answer(await fetch(url, init), doing);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('fetch failed'))
      fail(`No se pudo conectar con ${url}: ${String(error.cause ?? error.message)}`);
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      notes: { type: 'string', default: '' },
      live: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const pkg = readPackage();
  const remote = remoteOf(pkg.name);
  const site = process.env.SITE_URL?.replace(/\/+$/, '');
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
  } else {
    console.log(
      `  Para probarla en el sitio antes que los visitantes: ${site}/admin/versiones, «Vista previa» de ${release.version}.`,
    );
    console.log('  Para ponerla en vivo: «Publicar» en esa misma pantalla (o publica con -- --live).');
  }
}

await main();
