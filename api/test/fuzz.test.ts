import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runFuzz } from './fuzz-run.js';

/**
 * 1,000 requests of the API fuzz (fuzz-run.ts) in every run of the suite, on both engines; a new
 * seed each time (FUZZ_SEED replays one). `npm run fuzz` sends 10,000.
 */
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

test('1,000 random requests on every documented operation: no 5xx, Spanish refusals, refusals change nothing', async () => {
  const result = await runFuzz({ runs: 1000, seed });
  const count = (from: number, to: number) =>
    [...result.statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
  // The requests reached the handlers: some were answered, some writes accepted, many refused.
  assert.ok(count(200, 300) >= 200, `answers: ${count(200, 300)}`);
  assert.ok(count(400, 500) >= 200, `refusals: ${count(400, 500)}`);
  assert.ok(result.acceptedWrites >= 30, `accepted writes: ${result.acceptedWrites}`);
  const missed = [...result.operations].filter(([, n]) => n === 0).map(([operation]) => operation);
  assert.deepEqual(missed, [], 'every documented operation was fuzzed');
});
