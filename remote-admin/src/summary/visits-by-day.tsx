import { useId } from 'react';
import { Table, Typography } from 'antd';
import type { Estadisticas } from '@pasteleria/shared';
import { ChartBoundary } from './chart-boundary';
import { formatCount, formatDay } from './format';
import { VisitsChart } from './visits-chart';

type Day = Estadisticas['dias'][number];

const count = (key: 'visitantes' | 'vistas' | 'pedidosWhatsapp') => (_: unknown, day: Day) => formatCount(day[key]);
const columns = [
  {
    key: 'fecha',
    title: 'Día',
    render: (_: unknown, day: Day) => <time dateTime={day.fecha}>{formatDay(day.fecha)}</time>,
  },
  { key: 'visitantes', title: 'Visitantes', align: 'right' as const, render: count('visitantes') },
  { key: 'vistas', title: 'Vistas', align: 'right' as const, render: count('vistas') },
  { key: 'pedidos', title: 'Pedidos por WhatsApp', align: 'right' as const, render: count('pedidosWhatsapp') },
];

/** 'Visitas por día': the chart, and the same figures as a table behind 'Ver los datos del gráfico'. */
export function VisitsByDay({ dias }: { dias: Day[] }) {
  const titleId = useId();
  return (
    <section className="admin-summary-block" aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId}>
        Visitas por día
      </Typography.Title>
      <ChartBoundary>
        <VisitsChart dias={dias} />
      </ChartBoundary>
      <details className="admin-summary-chart__data">
        <summary>Ver los datos del gráfico</summary>
        <Table<Day> rowKey="fecha" columns={columns} dataSource={dias} pagination={false} size="small" />
      </details>
    </section>
  );
}
