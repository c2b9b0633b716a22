import { csvText } from '../http/csv.js';
import type { StatisticsReport } from './report.js';

/** Orders per 100 views, one decimal; empty with no views. */
const orderShare = (views: number, orders: number) => (views === 0 ? '' : ((orders / views) * 100).toFixed(1));

/**
 * GET /admin/estadisticas.csv's text: the days (fecha, visitantes, vistas, pedidos por WhatsApp),
 * a blank line, then the products with the share of their views that ended in an order.
 */
export function statisticsCsv(report: StatisticsReport): string {
  const rows: Array<Array<string | number>> = [
    ['fecha', 'visitantes', 'vistas', 'pedidos por WhatsApp'],
    ...report.dias.map((day) => [day.fecha, day.visitantes, day.vistas, day.pedidosWhatsapp]),
    [],
    ['producto', 'vistas', 'pedidos por WhatsApp', '% de vistas que terminaron en pedido'],
    ...report.productos.map((product) => [
      product.name,
      product.vistas,
      product.pedidosWhatsapp,
      orderShare(product.vistas, product.pedidosWhatsapp),
    ]),
  ];
  return csvText(rows);
}
