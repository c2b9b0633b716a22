import type { Estadisticas } from '@pasteleria/shared';

/** A day of the chart: its date and its three figures. */
export type ChartDay = Estadisticas['dias'][number];

/**
 * The chart's lines, in the order of its legend and its tooltip, each in a colour readable on white
 * (4.5:1 at least) and with a stroke of its own, so that a line is told apart without its colour.
 */
export const CHART_SERIES = [
  { key: 'visitantes', label: 'Visitantes', color: '#c2185b', dash: undefined },
  { key: 'vistas', label: 'Vistas', color: '#1d4ed8', dash: '8 4' },
  { key: 'pedidosWhatsapp', label: 'Pedidos por WhatsApp', color: '#237804', dash: '2 3' },
] as const;
