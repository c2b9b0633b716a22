import { Line } from '@ant-design/plots';
import type { Estadisticas } from '@pasteleria/shared';
import { formatDay } from './format';

/** The chart's lines, in the order of its legend, each in a colour readable on white. */
const CHART_SERIES = [
  { key: 'visitantes', label: 'Visitantes', color: '#c2185b' },
  { key: 'vistas', label: 'Vistas', color: '#1d4ed8' },
  { key: 'pedidosWhatsapp', label: 'Pedidos por WhatsApp', color: '#237804' },
] as const;

/** The axis's days: '10 mar' (the chart places them on a time scale, so a long period shows a few). */
const AXIS_DAY = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short' });

/**
 * Visitantes, vistas and pedidos por WhatsApp per day, as lines (@ant-design/plots). A chunk of its
 * own, loaded by the admin's home only. A picture for the eyes: a screen reader is told what it
 * shows and where its figures are, in the table below it (visits-by-day.tsx).
 */
export default function VisitsChart({ dias }: { dias: Estadisticas['dias'] }) {
  const data = dias.flatMap((dia) =>
    CHART_SERIES.map(({ key, label }) => ({
      dia: dia.fecha,
      fecha: new Date(`${dia.fecha}T00:00:00`),
      serie: label,
      valor: dia[key],
    })),
  );
  return (
    <div
      role="img"
      aria-label="Gráfico de líneas de visitantes, vistas y pedidos por WhatsApp por día; sus datos están en «Ver los datos del gráfico»."
    >
      <Line
        data={data}
        xField="fecha"
        yField="valor"
        colorField="serie"
        height={300}
        scale={{ color: { range: CHART_SERIES.map(({ color }) => color) } }}
        axis={{
          x: { labelFormatter: (day: Date) => AXIS_DAY.format(day), labelAutoRotate: false, labelAutoHide: true },
        }}
        point={{ shapeField: 'circle', sizeField: 2 }}
        tooltip={{ title: (d: { dia: string }) => formatDay(d.dia) }}
      />
    </div>
  );
}
