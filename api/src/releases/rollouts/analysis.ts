import type { ReleaseHealth, RolloutStage } from '@pasteleria/shared/federation';

/**
 * What the analysis decides for a running rollout, from what visitors' browsers met with the new
 * release ("canary") and the stable one over the same period:
 * - abort when the new release is clearly worse: its share of visits with an error is above the
 *   stable one's with confidence (the lower end of its 95 % Wilson interval above the upper end of
 *   the stable one's), or its files fail to load in more than 5 % of its visits (the lower end of
 *   that share's interval above 5 %). Wilson intervals hold for small numbers: 3 visits of 3 with an
 *   error against 0 of 50 abort; 1 of 30 against 0 of 50 does not;
 * - advance when the stage has lasted its seconds and has at least `minVisits` visits of the new
 *   release (a stage that lacks visits waits: it never advances blind);
 * - else wait. Advancing into the last stage (100 %) completes the rollout.
 */

/** z for a two-sided 95 % interval. */
const Z = 1.96;
/** The share of visits whose files fail to load beyond which a release is aborted. */
const LOAD_FAILURE_LIMIT = 0.05;

/** The 95 % Wilson score interval of `successes` out of `trials`; [0, 1] without trials. */
export function wilson(successes: number, trials: number): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * trials);
  const spread = Z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const scale = 1 + z2 / trials;
  return [Math.max(0, (centre - spread) / scale), Math.min(1, (centre + spread) / scale)];
}

export type Decision =
  { action: 'abort'; reason: string } | { action: 'advance'; reason: string } | { action: 'wait'; reason: string };

const percent = (share: number) => `${(share * 100).toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
const visits = (count: number) => `${count} ${count === 1 ? 'visita' : 'visitas'}`;

/** Whether the new release is clearly worse than the stable one; the reason names the figures. */
export function worse(canary: ReleaseHealth, stable: ReleaseHealth): string | null {
  const [errorsLow] = wilson(canary.errorVisits, canary.visits);
  const [, stableHigh] = wilson(stable.errorVisits, stable.visits);
  if (canary.visits > 0 && stable.visits > 0 && errorsLow > stableHigh)
    return (
      `Revertido automáticamente: ${canary.errorVisits} de ${visits(canary.visits)} con error ` +
      `frente a ${stable.errorVisits} de ${stable.visits} en la versión estable.`
    );
  const [loadLow] = wilson(canary.loadErrorVisits, canary.visits);
  if (canary.visits > 0 && loadLow > LOAD_FAILURE_LIMIT)
    return (
      `Revertido automáticamente: sus archivos no cargaron en ${canary.loadErrorVisits} de ` +
      `${visits(canary.visits)} (${percent(canary.loadErrorVisits / canary.visits)}; el límite es ${percent(LOAD_FAILURE_LIMIT)}).`
    );
  return null;
}

export interface StageState {
  stages: readonly RolloutStage[];
  stage: number;
  stageStartedAt: Date;
  minVisits: number;
  /** Visits of the new release since the stage began. */
  stageVisits: number;
}

/** The decision at `now`, the abort checked first. */
export function decide(state: StageState, canary: ReleaseHealth, stable: ReleaseHealth, now: Date): Decision {
  const abort = worse(canary, stable);
  if (abort) return { action: 'abort', reason: abort };
  const current = state.stages[state.stage];
  const elapsed = (now.getTime() - state.stageStartedAt.getTime()) / 1000;
  const seconds = current?.seconds ?? 0;
  if (elapsed < seconds)
    return { action: 'wait', reason: `La etapa dura ${seconds} s; lleva ${Math.floor(elapsed)} s.` };
  if (state.stageVisits < state.minVisits)
    return {
      action: 'wait',
      reason: `Espera visitas: ${state.stageVisits} de las ${state.minVisits} que necesita la etapa.`,
    };
  const next = state.stages[state.stage + 1];
  return {
    action: 'advance',
    reason:
      `Avanzado automáticamente: ${visits(state.stageVisits)} en la etapa, ` +
      `${canary.errorVisits} con error frente a ${stable.errorVisits} de ${stable.visits} en la versión estable` +
      (next ? `; pasa al ${next.share} %.` : '.'),
  };
}
