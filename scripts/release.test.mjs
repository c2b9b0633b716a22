// `npm run release` against a small fake site (node:http) that answers the releases' and rollouts'
// contract: the options it checks before anything is sent, the rollout it starts, --wait's
// printed changes and exit codes (0 completed, 1 aborted), and what it says of the key's expiry.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseDuration, parseStages } from './lib/rollouts.mjs';

const RELEASE = join(import.meta.dirname, 'release.mjs');
const KEY = 'pdk_prueba';
/** A key the fake site refuses as the API refuses an expired one. */
const EXPIRED_KEY = 'pdk_caducada';
const EXPIRED = 'La clave de despliegue «CI blog» caducó el 3 de marzo de 2026: crea una nueva en Versiones.';
const DAY_MS = 86_400_000;

/** A built remote-blog, as a team's clone has it after its build: package.json and dist/. */
const clone = mkdtempSync(join(tmpdir(), 'release-test-'));
before(() => {
  writeFileSync(join(clone, 'package.json'), JSON.stringify({ name: 'remote-blog', version: '1.3.0' }));
  mkdirSync(join(clone, 'dist'));
  writeFileSync(join(clone, 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(join(clone, 'dist', 'remoteEntry.js'), '');
});
after(() => rmSync(clone, { recursive: true, force: true }));

const health = (visits, errorVisits) => ({
  visits,
  errorVisits,
  errorRate: visits ? errorVisits / visits : 0,
  loadErrorVisits: 0,
  lcpP75: visits ? 1800 : null,
  inpP75: null,
  topErrors: [],
});

/** The rollout the fake site answers: release 13 (1.3.0) from 12 (1.2.0); `over` changes it. */
function rollout(over = {}) {
  return {
    id: 5,
    remote: 'remote_blog',
    release: { id: 13, version: '1.3.0' },
    from: { id: 12, version: '1.2.0' },
    stages: [{ share: 10, seconds: 600 }, { share: 50, seconds: 1200 }, { share: 100 }],
    minVisits: 30,
    stage: 0,
    share: 10,
    stageStartedAt: '2026-03-07T10:00:00Z',
    status: 'running',
    reason: null,
    startedBy: 'clave «CI blog»',
    startedAt: '2026-03-07T10:00:00Z',
    endedAt: null,
    canary: health(0, 0),
    stable: health(0, 0),
    ...over,
  };
}

/**
 * A fake site: it takes the release, starts the rollout with the stages it was sent, and answers
 * GET …/rollouts/current with `steps` one after the other (the last one from then on). Each answer
 * to the key says when it expires (`keyExpires`, ISO 8601), as the API's do.
 * @param {Array<object | number>} steps a rollout, or a status to answer (a failure)
 * @param {{ keyExpires?: string }} [options]
 */
async function fakeSite(steps = [], { keyExpires } = {}) {
  const seen = { requests: /** @type {string[]} */ ([]), bodies: /** @type {Record<string, unknown>} */ ({}) };
  let polls = 0;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString();
    const call = `${req.method} ${req.url}`;
    seen.requests.push(call);
    if (req.headers['content-type'] === 'application/json') seen.bodies[call] = JSON.parse(body);
    const reply = (status, data, expires = keyExpires) => {
      res.writeHead(status, { 'content-type': 'application/json', ...(expires && { 'deploy-key-expires': expires }) });
      res.end(JSON.stringify(data));
    };
    if (req.headers.authorization === `Bearer ${EXPIRED_KEY}`) return reply(401, { message: EXPIRED }, undefined);
    if (req.headers.authorization !== `Bearer ${KEY}`) return reply(401, { message: 'Clave no válida.' }, undefined);
    if (call === 'POST /api/v1/admin/releases') {
      assert.match(body, /name="version"\r\n\r\n1\.3\.0/);
      return reply(201, { id: 13, remote: 'remote_blog', version: '1.3.0' });
    }
    if (call === 'PUT /api/v1/admin/releases/remote_blog/live')
      return reply(200, { id: 13, remote: 'remote_blog', version: '1.3.0' });
    if (call === 'POST /api/v1/admin/releases/remote_blog/rollouts') {
      const sent = JSON.parse(body);
      return reply(201, rollout({ ...(sent.stages && { stages: sent.stages }), minVisits: sent.minVisits ?? 30 }));
    }
    if (call === 'GET /api/v1/admin/releases/remote_blog/rollouts/current') {
      const step = steps[Math.min(polls++, steps.length - 1)] ?? rollout();
      return typeof step === 'number' ? reply(step, { message: 'Error interno.' }) : reply(200, step);
    }
    reply(404, { message: 'No encontrado' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * `npm run release -- …args` in the clone, against `site`; its exit code and output.
 * @param {string} site @param {string[]} args @param {string} [key]
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function release(site, args, key = KEY) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [RELEASE, '--no-build', '--version', '1.3.0', ...args], {
      cwd: clone,
      env: { ...process.env, SITE_URL: site, RELEASE_KEY: key, RELEASE_POLL_SECONDS: '0.02' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const ROLLOUTS = 'POST /api/v1/admin/releases/remote_blog/rollouts';

test('durations: seconds, 30s, 10m, 1h, 1h30m; anything else is none', () => {
  assert.equal(parseDuration('600'), 600);
  assert.equal(parseDuration('30s'), 30);
  assert.equal(parseDuration('10m'), 600);
  assert.equal(parseDuration('1h'), 3600);
  assert.equal(parseDuration('1h30m'), 5400);
  assert.equal(parseDuration('2d'), 172_800);
  for (const wrong of ['', 'm', '10 min', '1.5h', '-5', '10x']) assert.equal(parseDuration(wrong), null, wrong);
});

test('--stages: share:duration, shares rising, the last one 100 without a duration', () => {
  assert.deepEqual(parseStages('10:10m,50:20m,100'), [
    { share: 10, seconds: 600 },
    { share: 50, seconds: 1200 },
    { share: 100 },
  ]);
  assert.deepEqual(parseStages(' 5:30s, 25:1h ,100'), [
    { share: 5, seconds: 30 },
    { share: 25, seconds: 3600 },
    { share: 100 },
  ]);
  assert.throws(() => parseStages('100'), /al menos dos etapas/);
  assert.throws(
    () => parseStages('50:10m,10:10m,100'),
    /La etapa 2 \(10%\) debe llegar a más visitantes que la anterior \(50%\)/,
  );
  assert.throws(() => parseStages('10:10m,50:20m'), /La última etapa debe ser 100/);
  assert.throws(() => parseStages('10:10m,100:5m'), /La última etapa \(100\) no lleva duración/);
  assert.throws(() => parseStages('10,100'), /La etapa 1 \(10%\) necesita una duración, p\. ej\. 10:10m/);
  assert.throws(() => parseStages('10:0,100'), /debe durar más de 0 segundos/);
  assert.throws(() => parseStages('10:8d,100'), /como mucho 7 días/);
  assert.throws(() => parseStages('10:diez,100'), /no se entiende/);
  assert.throws(() => parseStages('0:10m,100'), /porcentaje de 1 a 100/);
  assert.throws(() => parseStages('1:1m,2:1m,3:1m,4:1m,5:1m,6:1m,7:1m,8:1m,9:1m,10:1m,100'), /como mucho 10 etapas/);
});

test('--rollout starts one with the default stages; --stages and --min-visits set them', async () => {
  const site = await fakeSite();
  try {
    const plain = await release(site.url, ['--rollout']);
    assert.equal(plain.code, 0, plain.stderr);
    assert.deepEqual(site.seen.bodies[ROLLOUTS], { id: 13 });
    assert.match(
      plain.stdout,
      /✔ Despliegue gradual de 1\.3\.0 iniciado: 10% de los visitantes; los demás siguen con 1\.2\.0\./,
    );
    assert.match(plain.stdout, /Etapas: 10% 10 min → 50% 20 min → 100%; cada una avanza sola con al menos 30 visitas/);
    assert.ok(!site.seen.requests.some((call) => call.startsWith('PUT')), 'nothing is made live at once');

    const staged = await release(site.url, ['--stages', '5:30s,25:1h,100', '--min-visits', '50']);
    assert.equal(staged.code, 0, staged.stderr);
    assert.deepEqual(site.seen.bodies[ROLLOUTS], {
      id: 13,
      stages: [{ share: 5, seconds: 30 }, { share: 25, seconds: 3600 }, { share: 100 }],
      minVisits: 50,
    });
    assert.match(staged.stdout, /Etapas: 5% 30 s → 25% 1 h → 100%; cada una avanza sola con al menos 50 visitas/);
  } finally {
    await site.close();
  }
});

test('wrong options end the command in Spanish before anything is built or sent', async () => {
  const site = await fakeSite();
  try {
    const both = await release(site.url, ['--rollout', '--live']);
    assert.equal(both.code, 1);
    assert.match(both.stderr, /--live y --rollout .* se excluyen/);
    const stagesLive = await release(site.url, ['--stages', '10:10m,100', '--live']);
    assert.equal(stagesLive.code, 1);
    assert.match(stagesLive.stderr, /se excluyen/);
    const waitAlone = await release(site.url, ['--wait']);
    assert.equal(waitAlone.code, 1);
    assert.match(waitAlone.stderr, /--wait sigue un despliegue gradual: úsalo con --rollout\./);
    const badStages = await release(site.url, ['--stages', '10:10m,50:20m']);
    assert.equal(badStages.code, 1);
    assert.match(badStages.stderr, /✖ La última etapa debe ser 100/);
    const badVisits = await release(site.url, ['--rollout', '--min-visits', 'muchas']);
    assert.equal(badVisits.code, 1);
    assert.match(badVisits.stderr, /--min-visits debe ser un número entero/);
    assert.deepEqual(site.seen.requests, []);
  } finally {
    await site.close();
  }
});

test('--wait prints each change with its reason and exits 0 once the rollout completes', async () => {
  const site = await fakeSite([
    rollout({ canary: health(12, 0) }),
    503,
    rollout({
      stage: 1,
      share: 50,
      reason: 'Etapa 1 cumplida: 34 visitas, 0.0% con error.',
      canary: health(34, 0),
      stable: health(300, 3),
    }),
    rollout({ stage: 2, share: 100, status: 'completed', reason: 'Etapa 2 cumplida: 120 visitas, 0.8% con error.' }),
  ]);
  try {
    const run = await release(site.url, ['--rollout', '--wait']);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.split('\n');
    const from = lines.findIndex((line) => line.startsWith('» Siguiendo el despliegue gradual'));
    assert.ok(from > 0, run.stdout);
    assert.deepEqual(lines.slice(from + 1).filter(Boolean), [
      '» Etapa 2 de 3: 50% de los visitantes.',
      '  Motivo: Etapa 1 cumplida: 34 visitas, 0.0% con error.',
      '  Etapa 2 de 3 (50%) · nueva 1.3.0: 34 visitas, 0.0% con error, LCP p75 1800 ms · estable 1.2.0: 300 visitas, 1.0% con error, LCP p75 1800 ms',
      '✔ Despliegue gradual completado: 1.3.0 está en vivo para todos.',
      '  Motivo: Etapa 2 cumplida: 120 visitas, 0.8% con error.',
    ]);
    // A site that failed once is asked again.
    assert.match(
      run.stderr,
      /El sitio no aceptó la consulta del despliegue gradual \(503\): Error interno\. Se vuelve a intentar en 0\.02 s\./,
    );
  } finally {
    await site.close();
  }
});

test('--wait exits 1 when the rollout is aborted, saying why', async () => {
  const reason = 'Visitas con error: 16.7% con 1.3.0 contra 0.9% con 1.2.0.';
  const site = await fakeSite([rollout({ share: 0, status: 'aborted', reason })]);
  try {
    const run = await release(site.url, ['--stages', '10:1m,100', '--wait']);
    assert.equal(run.code, 1);
    assert.match(
      run.stdout,
      /✖ Despliegue gradual detenido y revertido: todos vuelven a 1\.2\.0\.\n {2}Motivo: Visitas con error: 16\.7% con 1\.3\.0 contra 0\.9% con 1\.2\.0\./,
    );
  } finally {
    await site.close();
  }
});

test('--wait ends with the refusal when the site refuses to answer (a revoked key)', async () => {
  const site = await fakeSite([403]);
  try {
    const run = await release(site.url, ['--rollout', '--wait']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /✖ El sitio no aceptó la consulta del despliegue gradual \(403\)/);
  } finally {
    await site.close();
  }
});

test('a key that expires within 14 days is told once, with its day; one further off, or a site that does not say, is not', async () => {
  const soon = new Date(Date.now() + 5 * DAY_MS);
  const site = await fakeSite([], { keyExpires: soon.toISOString() });
  try {
    // Two answers, each with the expiry: said once.
    const run = await release(site.url, ['--live']);
    assert.equal(run.code, 0, run.stderr);
    const day = soon.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const told = run.stderr.split('\n').filter((line) => line.includes('caduca'));
    assert.deepEqual(told, [
      `⚠ La clave de despliegue caduca el ${day} (dentro de 5 días): crea una nueva en ${site.url}/admin/versiones y ponla en RELEASE_KEY.`,
    ]);
    assert.match(run.stdout, /está en vivo/);
  } finally {
    await site.close();
  }
  for (const keyExpires of [new Date(Date.now() + 30 * DAY_MS).toISOString(), undefined]) {
    const later = await fakeSite([], { keyExpires });
    try {
      const run = await release(later.url, []);
      assert.equal(run.code, 0, run.stderr);
      assert.doesNotMatch(run.stderr + run.stdout, /caduca/);
    } finally {
      await later.close();
    }
  }
});

test("an expired key: the site's refusal is printed as it gives it, and the command exits 1", async () => {
  const site = await fakeSite();
  try {
    const run = await release(site.url, ['--live'], EXPIRED_KEY);
    assert.equal(run.code, 1);
    assert.equal(run.stderr.trim(), `✖ El sitio no aceptó la versión (401): ${EXPIRED}`);
    assert.deepEqual(site.seen.requests, ['POST /api/v1/admin/releases']);
  } finally {
    await site.close();
  }
});
