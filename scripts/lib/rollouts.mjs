// @ts-check
// `npm run release -- --rollout`: the stages as a team writes them (--stages 10:10m,50:20m,100),
// and a rollout's changes as the command prints them while it follows one (--wait).
import { createRequire } from 'node:module';

// The package's source (`require` picks it; Node strips its types): a clone needs no build for it.
const { ROLLOUT_MIN_VISITS_MAX, ROLLOUT_STAGE_SECONDS_MAX, ROLLOUT_STAGES_MAX } = createRequire(import.meta.url)(
  '@pasteleria/shared/federation',
);

/** @typedef {{ share: number, seconds?: number }} RolloutStage */
/**
 * @typedef {{ visits: number, errorVisits: number, errorRate: number, lcpP75: number | null, inpP75: number | null }} ReleaseHealth
 * @typedef {{ id: number, remote: string, release: { id: number, version: string },
 *   from: { id: number, version: string } | null, stages: RolloutStage[], minVisits: number, stage: number,
 *   share: number, stageStartedAt: string, status: 'running' | 'completed' | 'aborted', reason: string | null,
 *   canary: ReleaseHealth, stable: ReleaseHealth }} Rollout
 */

const UNITS = /** @type {const} */ ({ d: 86_400, h: 3600, m: 60, s: 1 });

/**
 * A stage's length in seconds: '600' (seconds), '30s', '10m', '1h', '1h30m', '1d'; null when it is
 * none of those.
 * @param {string} text
 * @returns {number | null}
 */
export function parseDuration(text) {
  const written = text.trim().toLowerCase();
  if (/^\d+$/.test(written)) return Number(written);
  const parts = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(written);
  if (!written || !parts) return null;
  const [, d = 0, h = 0, m = 0, s = 0] = parts;
  return Number(d) * UNITS.d + Number(h) * UNITS.h + Number(m) * UNITS.m + Number(s) * UNITS.s;
}

/**
 * `--stages`: 'share:duration' for each stage, shares rising, the last one '100' (everyone) without
 * a duration. Throws, in Spanish, what is wrong with them.
 * @param {string} text e.g. '10:10m,50:20m,100'
 * @returns {RolloutStage[]}
 */
export function parseStages(text) {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2)
    throw new Error('--stages necesita al menos dos etapas, la última 100 (p. ej. 10:10m,50:20m,100).');
  if (items.length > ROLLOUT_STAGES_MAX) throw new Error(`--stages admite como mucho ${ROLLOUT_STAGES_MAX} etapas.`);
  /** @type {RolloutStage[]} */
  const stages = [];
  items.forEach((item, index) => {
    const n = index + 1;
    const last = index === items.length - 1;
    const [shareText = '', durationText, ...rest] = item.split(':');
    const share = /^\d+$/.test(shareText.trim()) ? Number(shareText) : NaN;
    if (rest.length || !(share >= 1 && share <= 100))
      throw new Error(`La etapa ${n} («${item}») debe ser porcentaje:duración, con un porcentaje de 1 a 100.`);
    const before = stages.at(-1);
    if (before && share <= before.share)
      throw new Error(`La etapa ${n} (${share}%) debe llegar a más visitantes que la anterior (${before.share}%).`);
    if (last) {
      if (share !== 100) throw new Error(`La última etapa debe ser 100 (todos los visitantes), no ${share}.`);
      if (durationText !== undefined)
        throw new Error('La última etapa (100) no lleva duración: con ella el despliegue se completa.');
      stages.push({ share });
      return;
    }
    if (share === 100) throw new Error(`Solo la última etapa puede ser 100; la etapa ${n} también lo es.`);
    if (durationText === undefined)
      throw new Error(`La etapa ${n} (${share}%) necesita una duración, p. ej. ${share}:10m.`);
    const seconds = parseDuration(durationText);
    if (seconds === null)
      throw new Error(`La duración de la etapa ${n} («${durationText}») no se entiende: usa 30s, 10m, 1h o segundos.`);
    if (seconds <= 0 || seconds > ROLLOUT_STAGE_SECONDS_MAX)
      throw new Error(`La etapa ${n} debe durar más de 0 segundos y como mucho 7 días.`);
    stages.push({ share, seconds });
  });
  return stages;
}

/**
 * `--min-visits`: a whole number of page views, 0 to ROLLOUT_MIN_VISITS_MAX.
 * @param {string} text
 */
export function parseMinVisits(text) {
  const visits = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!(visits <= ROLLOUT_MIN_VISITS_MAX))
    throw new Error(`--min-visits debe ser un número entero de 0 a ${ROLLOUT_MIN_VISITS_MAX}.`);
  return visits;
}

/** @param {number} seconds */
function duration(seconds) {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/**
 * The stages in a line: '10% 10 min → 50% 20 min → 100%'.
 * @param {RolloutStage[]} stages
 */
export function stagePlan(stages) {
  return stages.map((s) => (s.seconds ? `${s.share}% ${duration(s.seconds)}` : `${s.share}%`)).join(' → ');
}

/** @param {Rollout} rollout */
const stable = (rollout) => rollout.from?.version ?? 'la versión incluida en el sitio';

/** @param {ReleaseHealth} health */
const figures = (health) =>
  `${health.visits} visitas, ${(health.errorRate * 100).toFixed(1)}% con error` +
  (health.lcpP75 === null ? '' : `, LCP p75 ${Math.round(health.lcpP75)} ms`) +
  (health.inpP75 === null ? '' : `, INP p75 ${Math.round(health.inpP75)} ms`);

/**
 * Where a rollout stands, in a line: its stage and both releases' figures.
 * @param {Rollout} rollout
 */
export function rolloutStatus(rollout) {
  return (
    `  Etapa ${rollout.stage + 1} de ${rollout.stages.length} (${rollout.share}%) · ` +
    `nueva ${rollout.release.version}: ${figures(rollout.canary)} · estable ${stable(rollout)}: ${figures(rollout.stable)}`
  );
}

/**
 * What changed between two answers of the same rollout, as lines to print (none when nothing did):
 * a new stage, or its end (completed or aborted) with its reason.
 * @param {Rollout | null} before
 * @param {Rollout} now
 * @returns {string[]}
 */
export function rolloutChanges(before, now) {
  const reason = now.reason ? [`  Motivo: ${now.reason}`] : [];
  if (now.status === 'completed' && before?.status !== 'completed')
    return [`✔ Despliegue gradual completado: ${now.release.version} está en vivo para todos.`, ...reason];
  if (now.status === 'aborted' && before?.status !== 'aborted')
    return [`✖ Despliegue gradual detenido y revertido: todos vuelven a ${stable(now)}.`, ...reason];
  if (now.status === 'running' && before && now.stage !== before.stage)
    return [`» Etapa ${now.stage + 1} de ${now.stages.length}: ${now.share}% de los visitantes.`, ...reason];
  return [];
}
