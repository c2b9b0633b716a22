import type { ReleaseSource, RemoteName } from '@pasteleria/shared/federation';

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
