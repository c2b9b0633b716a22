import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spin, Typography } from 'antd';
import type { Estadisticas } from '@pasteleria/shared';
import { downloadStatisticsCsv } from '@pasteleria/shared/admin';
import { CsvButton } from '../components/csv-button';
import { LoadFailed } from '../components/load-failed';
import { Figures } from './figures';
import { periodFromSearch, periodSearch, previousPeriodLabel, today, type Period } from './period';
import { PeriodPicker } from './period-picker';
import { Rankings } from './rankings';
import { useStatistics } from './use-statistics';
import { VisitsByDay } from './visits-by-day';
import './summary.css';

/** Nothing at all happened in the period (no visit, order or comment). */
const isEmpty = ({ totales }: Estadisticas) =>
  totales.vistas + totales.visitantes + totales.pedidosWhatsapp + totales.comentarios === 0;

/**
 * 'Resumen', on the admin's home: the shop's own statistics for a period the URL holds (`?periodo=7`
 * or `?desde=…&hasta=…`): four figures with their change, visits per day as a chart and a table,
 * the rankings, and the period as a CSV file.
 */
export function Summary() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const last = today();
  const period = periodFromSearch(params, last);

  return (
    <section className="admin-summary" aria-labelledby={titleId}>
      <Typography.Title level={2} id={titleId}>
        Resumen
      </Typography.Title>
      <div className="admin-summary-toolbar">
        <PeriodPicker period={period} today={last} onChange={(choice) => setParams(periodSearch(choice))} />
        <CsvButton download={() => downloadStatisticsCsv(period)} />
      </div>
      <Typography.Paragraph>
        Visitantes suma los visitantes de cada día: para proteger su privacidad, a una persona no se la sigue de un día
        a otro.
      </Typography.Paragraph>
      <Statistics period={period} />
    </section>
  );
}

/** The period's statistics, or what keeps them from showing. */
function Statistics({ period }: { period: Period }) {
  const { data, isPending, isError, refetch } = useStatistics(period);
  if (isPending)
    return (
      <div className="admin-summary-status" role="status">
        <Spin description="Cargando estadísticas..." />
      </div>
    );
  if (isError) return <LoadFailed message="No se pudieron cargar las estadísticas." onRetry={() => void refetch()} />;
  // In the room the loading message held, so that what follows stays where it was drawn.
  if (isEmpty(data))
    return (
      <div className="admin-summary-status">
        <Typography.Paragraph strong>Aún no hay visitas en este periodo.</Typography.Paragraph>
      </div>
    );
  return (
    <>
      <Figures stats={data} previous={previousPeriodLabel(period)} />
      <VisitsByDay dias={data.dias} />
      <Rankings stats={data} />
    </>
  );
}
