import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { DatabaseAvailability, isDatabaseUnreachable } from '../src/db/availability.js';
import { installErrorHandler, RETRY_AFTER_SECONDS, UNAVAILABLE } from '../src/http/errors.js';

/**
 * A database that cannot be reached is told apart from a statement it refused: requests that need
 * it are answered 503 with `Retry-After` and a Spanish message, never 500, and the outage is told
 * once when it begins and once when it ends. (database-outage.test.ts stops a real server.)
 */
/** An error as `pg` or Node hands it over. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

test('what says the database cannot be reached, and what is only a refused statement', () => {
  for (const error of [
    failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    failure('read ECONNRESET', 'ECONNRESET'),
    failure('terminating connection due to administrator command', '57P01'),
    failure('the database system is shutting down', '57P03'),
    failure('the database system is starting up', '57P03'),
    failure('connection failure', '08006'),
    failure('timeout exceeded when trying to connect'),
    failure('Connection terminated unexpectedly'),
    failure('Connection terminated due to connection timeout'),
    new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
  ])
    assert.equal(isDatabaseUnreachable(error), true, error.message);
  for (const error of [
    failure('duplicate key value violates unique constraint', '23505'),
    failure('syntax error at or near "x"', '42601'),
    failure('ENOENT: no such file or directory', 'ENOENT'),
    new Error('boom'),
    'ECONNREFUSED',
    null,
  ])
    assert.equal(isDatabaseUnreachable(error), false, String(error));
});

test('an outage is told once when it begins and once when it ends; a statement sent before it proves nothing', () => {
  const availability = new DatabaseAvailability();
  const told: boolean[] = [];
  availability.onChange = (reachable) => told.push(reachable);
  const sentBefore = performance.now();
  assert.equal(availability.noteFailure(failure('boom')), false);
  assert.equal(availability.noteFailure(failure('refused', 'ECONNREFUSED')), true);
  assert.equal(availability.noteFailure(failure('shutting down', '57P03')), true);
  assert.equal(availability.reachable, false);
  availability.noteAnswer(sentBefore);
  assert.equal(availability.reachable, false, 'an answer to a statement sent before the outage');
  availability.noteAnswer(performance.now());
  availability.noteAnswer(performance.now());
  assert.equal(availability.reachable, true);
  assert.deepEqual(told, [false, true]);
});

test('the error handler answers 503 with Retry-After and the Spanish message; other errors as before', async () => {
  const app = Fastify({ logger: false });
  const availability = new DatabaseAvailability();
  let outages = 0;
  availability.onChange = (reachable) => (outages += reachable ? 0 : 1);
  installErrorHandler(app, availability);
  app.get('/down', async () => {
    throw failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
  });
  app.get('/conflict', async () => {
    throw failure('duplicate key value violates unique constraint', '23505');
  });
  app.get('/fault', async () => {
    throw new Error('boom');
  });
  for (let i = 0; i < 3; i += 1) {
    const down = await app.inject({ method: 'GET', url: '/down' });
    assert.equal(down.statusCode, 503);
    assert.equal(down.headers['retry-after'], String(RETRY_AFTER_SECONDS));
    assert.match(String(down.headers['content-type']), /^application\/json/);
    assert.deepEqual(down.json(), { message: UNAVAILABLE });
  }
  assert.equal(outages, 1, 'logged once');
  assert.equal(UNAVAILABLE, 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.');
  assert.equal((await app.inject({ method: 'GET', url: '/conflict' })).statusCode, 409);
  assert.equal((await app.inject({ method: 'GET', url: '/fault' })).statusCode, 500);
  await app.close();
});
