import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runFuzz } from './fuzz-run.js';

/**
 * 1,000 requests of the API fuzz (fuzz-run.ts) in every run of the suite, on both engines; a new
 * seed each time (FUZZ_SEED replays one). `npm run fuzz` sends 10,000.
 */
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Floors that tell a run whose requests reached the handlers from one stopped before them (at a
 * guard, a parser, the generator): some five standard deviations below what a healthy run gets, so
 * that no seed fails them by chance. Of 1,000 requests a healthy run answers about 230 (±15 from
 * seed to seed), refuses about 770 (±15) and accepts about 50 writes (±8).
 */
const MIN_ANSWERS = 150;
const MIN_REFUSALS = 200;
const MIN_ACCEPTED_WRITES = 15;

test('1,000 random requests on every documented operation: no 5xx, Spanish refusals, refusals change nothing', async () => {
  const result = await runFuzz({ runs: 1000, seed });
  const count = (from: number, to: number) =>
    [...result.statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
  const replay = `seed ${result.seed} (FUZZ_SEED=${result.seed} replays it)`;
  // The requests reached the handlers: some were answered, some writes accepted, many refused.
  assert.ok(count(200, 300) >= MIN_ANSWERS, `${replay}: answers: ${count(200, 300)}`);
  assert.ok(count(400, 500) >= MIN_REFUSALS, `${replay}: refusals: ${count(400, 500)}`);
  assert.ok(result.acceptedWrites >= MIN_ACCEPTED_WRITES, `${replay}: accepted writes: ${result.acceptedWrites}`);
  const missed = [...result.operations].filter(([, n]) => n === 0).map(([operation]) => operation);
  assert.deepEqual(missed, [], `${replay}: every documented operation was fuzzed`);
});
