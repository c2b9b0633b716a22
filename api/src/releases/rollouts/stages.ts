import {
  DEFAULT_ROLLOUT_MIN_VISITS,
  DEFAULT_ROLLOUT_STAGES,
  ROLLOUT_STAGES_MAX,
  type RolloutStage,
} from '@pasteleria/shared/federation';
import { refusal } from '../../http/errors.js';

/**
 * A rollout's stages as asked (the route's schema has checked their shape): at least two and at most
 * ROLLOUT_STAGES_MAX, shares rising, the last one 100 %, and every stage before it lasting some
 * seconds; the default ones when none are given.
 */
export function checkStages(stages: RolloutStage[] | undefined): RolloutStage[] {
  if (stages === undefined) return DEFAULT_ROLLOUT_STAGES.map((stage) => ({ ...stage }));
  const refuse = (message: string) => refusal('stages', message);
  if (stages.length < 2 || stages.length > ROLLOUT_STAGES_MAX)
    throw refuse(`Indica de 2 a ${ROLLOUT_STAGES_MAX} etapas; la última, al 100 %.`);
  if (stages.at(-1)?.share !== 100) throw refuse('La última etapa debe llegar al 100 % de los visitantes.');
  stages.forEach((stage, index) => {
    const before = stages[index - 1];
    if (before && stage.share <= before.share) throw refuse('Cada etapa debe llegar a más visitantes que la anterior.');
    if (index < stages.length - 1 && stage.seconds === undefined)
      throw refuse(`La etapa del ${stage.share} % debe decir cuántos segundos dura (seconds).`);
  });
  return stages.map((stage, index) =>
    index === stages.length - 1 ? { share: 100 } : { share: stage.share, seconds: stage.seconds },
  );
}

export const defaultMinVisits = (minVisits: number | undefined) => minVisits ?? DEFAULT_ROLLOUT_MIN_VISITS;
