import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { ReleaseHealth } from '@pasteleria/shared/federation';
import { decide, wilson, worse, type StageState } from './analysis.js';

/** The analysis's decisions on small and large numbers, with the clock given. */
const health = (visits: number, errorVisits = 0, loadErrorVisits = 0): ReleaseHealth => ({
  visits,
  errorVisits,
  errorRate: visits ? errorVisits / visits : 0,
  loadErrorVisits,
  lcpP75: null,
  inpP75: null,
  topErrors: [],
});

const START = new Date('2026-11-27T10:00:00Z');
const state = (stageVisits: number, overrides: Partial<StageState> = {}): StageState => ({
  stages: [{ share: 10, seconds: 600 }, { share: 50, seconds: 1200 }, { share: 100 }],
  stage: 0,
  stageStartedAt: START,
  minVisits: 30,
  stageVisits,
  ...overrides,
});
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);

test('Wilson intervals: bounded, around the share, narrower with more trials', () => {
  assert.deepEqual(wilson(0, 0), [0, 1]);
  const [low, high] = wilson(3, 3);
  assert.ok(low > 0.43 && low < 0.44 && high === 1, `${low} ${high}`);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (trials, given) => {
      const successes = Math.round(given * trials);
      const [a, b] = wilson(successes, trials);
      const [c, d] = wilson(successes * 4, trials * 4);
      const share = successes / trials;
      return 0 <= a && a <= share + 1e-12 && share <= b + 1e-12 && b <= 1 && d - c <= b - a + 1e-12;
    }),
  );
});

test('three failed visits of the new release against fifty clean ones of the stable release abort, naming the figures', () => {
  const decision = decide(state(3), health(3, 3), health(50), after(60));
  assert.deepEqual(decision, {
    action: 'abort',
    reason: 'Revertido automáticamente: 3 de 3 visitas con error frente a 0 de 50 en la versión estable.',
  });
});

test('one error in thirty against a clean stable release is not enough to abort; a share clearly above it is', () => {
  assert.equal(worse(health(30, 1), health(50)), null);
  assert.equal(worse(health(300, 12), health(3000, 90)), null, '4 % against 3 %: within chance');
  assert.match(worse(health(300, 30), health(3000, 90)) ?? '', /30 de 300 visitas con error frente a 90 de 3000/);
});

test('files that fail to load in more than 5 % of the visits abort, even without a stable figure', () => {
  assert.match(worse(health(20, 4, 4), health(0)) ?? '', /no cargaron en 4 de 20 visitas/);
  assert.equal(worse(health(40, 1, 1), health(0)), null, 'one flaky network in forty');
});

test('a stage advances once it has lasted its seconds and had its visits; it waits for either', () => {
  assert.equal(decide(state(100), health(100), health(900), after(599)).action, 'wait');
  const waiting = decide(state(29), health(29), health(900), after(3600));
  assert.deepEqual(waiting, { action: 'wait', reason: 'Espera visitas: 29 de las 30 que necesita la etapa.' });
  const advance = decide(state(30), health(30), health(900, 2), after(600));
  assert.equal(advance.action, 'advance');
  assert.match(
    advance.reason,
    /^Avanzado automáticamente: 30 visitas en la etapa, 0 con error frente a 2 de 900 .*pasa al 50 %\.$/,
  );
});

test('the abort is checked before the time: a bad release is rolled back in its first minute', () => {
  assert.equal(decide(state(5), health(5, 5), health(40), after(30)).action, 'abort');
});
