const FORMAT = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date and time as people read it here ('5 mar 2026, 14:30'); an unreadable one as it came. */
export function DateTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{FORMAT.format(date)}</time>;
}
