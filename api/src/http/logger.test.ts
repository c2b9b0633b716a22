import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { readConfig } from '../config.js';

/**
 * What the server's log writes for one info line and one warning with its error, in a process of
 * its own whose stdout is a pipe (as under `npm run dev`, or a log collector's), with LOG_FORMAT and
 * FORCE_COLOR as given.
 */
function logged(env: Record<string, string>): string {
  const script = `
    import Fastify from 'fastify';
    import { readConfig } from ${JSON.stringify(new URL('../config.js', import.meta.url).href)};
    import { loggerOptions } from ${JSON.stringify(new URL('./logger.js', import.meta.url).href)};
    const config = readConfig();
    const app = Fastify({ logger: await loggerOptions('warn', config.logFormat) });
    app.log.info('not shown at warn');
    app.log.warn({ err: new Error('sin conexión') }, 'could not reload the releases');`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    env: { ...process.env, LOG_FORMAT: '', FORCE_COLOR: '', ...env },
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

test('LOG_FORMAT=pretty: a readable line per entry, its error below, coloured only when asked', () => {
  const text = logged({ LOG_FORMAT: 'pretty', FORCE_COLOR: '0' });
  assert.match(text, /^\[\d\d:\d\d:\d\d\] WARN: could not reload the releases\n/);
  assert.match(text, /err: \{[^]*"message": "sin conexión"/);
  assert.doesNotMatch(text, /not shown|"level"/);
  const ESCAPE = '\u001b[';
  assert.ok(!text.includes(ESCAPE), 'no colour');
  assert.ok(logged({ LOG_FORMAT: 'pretty', FORCE_COLOR: '1' }).includes(ESCAPE), 'coloured with FORCE_COLOR=1');
});

test('unset on a pipe, or LOG_FORMAT=json: one JSON line per entry, for a log collector', () => {
  for (const format of ['', 'json']) {
    const [line, ...rest] = logged({ LOG_FORMAT: format }).trimEnd().split('\n');
    assert.deepEqual(rest, []);
    const entry = JSON.parse(line ?? '') as { level: number; msg: string; err: { message: string } };
    assert.equal(entry.level, 40);
    assert.equal(entry.msg, 'could not reload the releases');
    assert.equal(entry.err.message, 'sin conexión');
  }
});

test('LOG_FORMAT is json, pretty or unset', () => {
  assert.equal(readConfig({}).logFormat, undefined);
  assert.equal(readConfig({ LOG_FORMAT: 'Pretty' }).logFormat, 'pretty');
  assert.throws(() => readConfig({ LOG_FORMAT: 'texto' }), /LOG_FORMAT must be json or pretty/);
});
