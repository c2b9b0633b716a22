import { Typography } from 'antd';
import type { RemoteName } from '@pasteleria/shared/federation';
import { LoadFailed } from '../components/load-failed';
import { StatusTag, type Tone } from '../components/status-tag';
import { count, millis, remoteLabel } from './release-words';
import { useReleaseVitals } from './use-release-vitals';
import { rateVital, type Vital, type VitalRating } from './vitals-rating';

/** Each rating in words, and its tag's tone. */
const RATINGS: Record<VitalRating, { label: string; tone: Tone }> = {
  good: { label: 'Bueno', tone: 'good' },
  'needs-improvement': { label: 'Necesita mejorar', tone: 'warning' },
  poor: { label: 'Deficiente', tone: 'bad' },
};

/** Whose browsers measure a remote: the staff's (signed in) the admin, the visitors' the public remotes. */
function measuredBy(remote: RemoteName): string {
  return remote === 'remote_admin' ? 'los navegadores del equipo' : 'los navegadores de los visitantes';
}

const lastDays = (days: number) => (days === 1 ? 'el último día' : `los últimos ${days} días`);

/**
 * A remote's live release as browsers measured it over the last days (7 by the API): LCP and INP at
 * p75, each rated by web.dev's thresholds, and the visits they come from. The admin is measured by
 * the staff's own browsers, so a slow back office shows here as a slow public page does. For a
 * remote with a live release; nothing while loading, nor from an API that does not measure.
 */
export function LiveVitals({ remote }: { remote: RemoteName }) {
  const { data, isError, refetch } = useReleaseVitals();
  if (isError)
    return (
      <LoadFailed
        message={`No se pudo cargar el rendimiento de ${remoteLabel(remote)}.`}
        onRetry={() => void refetch()}
      />
    );
  const entry = data?.remotes.find((vitals) => vitals.remote === remote);
  if (!data || !entry?.release) return null;
  const headingId = `versiones-${remote}-rendimiento`;
  const { version } = entry.release;
  return (
    <section className="admin-release-vitals" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {`Rendimiento en ${lastDays(data.days)}`}
      </Typography.Title>
      {entry.views === 0 ? (
        <Typography.Paragraph>
          {`Aún no hay mediciones de ${measuredBy(remote)} para la versión ${version}.`}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {`Lo que midieron ${measuredBy(remote)} con la versión ${version}: el 75 % de las visitas cargó y respondió al menos así de rápido.`}
          </Typography.Paragraph>
          <dl className="admin-release-facts">
            <VitalFact label="Carga: LCP p75" vital="lcp" p75={entry.lcpP75} />
            <VitalFact label="Respuesta: INP p75" vital="inp" p75={entry.inpP75} />
            <div>
              <dt>Visitas medidas</dt>
              <dd>{count(entry.views)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

function VitalFact({ label, vital, p75 }: { label: string; vital: Vital; p75: number | null }) {
  const rating = p75 === null ? null : RATINGS[rateVital(vital, p75)];
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {millis(p75)}
        {rating && (
          <>
            {' '}
            <StatusTag tone={rating.tone}>{rating.label}</StatusTag>
          </>
        )}
      </dd>
    </div>
  );
}
