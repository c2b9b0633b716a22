import type { ReleaseChangeKind, ReleaseSource, RemoteName, RolloutStage } from '@pasteleria/shared/federation';

/** Each remote as a person knows it (the technical name is shown beside it). */
const REMOTE_LABELS: Record<RemoteName, string> = {
  remote_public: 'Catálogo y portada',
  remote_blog: 'Blog',
  remote_admin: 'Administración',
};

/** Where a release's files come from. */
export const SOURCE_LABELS: Record<ReleaseSource, string> = {
  upload: 'Subida',
  url: 'URL',
  site: 'Incluida en el sitio',
};

/** The remote's name for a person; an unknown one (a newer API) by its technical name. */
export function remoteLabel(remote: RemoteName): string {
  return REMOTE_LABELS[remote] ?? remote;
}

const DATE_TIME = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date and time as people read it here ('5 mar 2026, 14:30'); an unreadable one as it came. */
export function DateTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{DATE_TIME.format(date)}</time>;
}

const PERCENT = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** A share of visitors, 0–100, as people read it ('10%'). */
export function sharePercent(share: number): string {
  return PERCENT.format(share / 100);
}

/** A rate, 0–1, as people read it ('3.3%'). */
export function ratePercent(rate: number): string {
  return PERCENT.format(rate);
}

/** A count ('1,080'). */
export function count(value: number): string {
  return NUMBER.format(value);
}

/** A measure in ms ('850 ms', '2.4 s'); 'Sin datos' when there is none yet. */
export function millis(ms: number | null): string {
  if (ms === null) return 'Sin datos';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${NUMBER.format(ms / 1000)} s`;
}

/** A length of time, rounded up ('45 s', '6 min', '1 h 5 min'). */
export function duration(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** A rollout's stages in a line ('10% 10 min → 50% 20 min → 100%'). */
export function stagePlan(stages: readonly RolloutStage[]): string {
  return stages
    .map((s) => (s.seconds ? `${sharePercent(s.share)} ${duration(s.seconds)}` : sharePercent(s.share)))
    .join(' → ');
}

/** What a change of the history did, by its kind (a 'live' change, or one of a server before rollouts, says nothing). */
export function changeLabel(kind: ReleaseChangeKind | undefined, share: number | null | undefined): string | null {
  const at = share == null ? '' : ` (${sharePercent(share)})`;
  switch (kind) {
    case 'rollout-start':
      return `Inicio del despliegue gradual${at}`;
    case 'rollout-advance':
      return `Avance del despliegue gradual${at}`;
    case 'rollout-abort':
      return 'Despliegue gradual detenido y revertido';
    case 'rollout-complete':
      return 'Despliegue gradual completado';
    default:
      return null;
  }
}
