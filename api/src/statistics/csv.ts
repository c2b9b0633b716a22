import type { StatisticsReport } from './report.js';

/**
 * GET /admin/estadisticas.csv's text: the days (fecha, visitantes, vistas, pedidos por WhatsApp),
 * a blank line, then the products with the share of their views that ended in an order. UTF-8 with
 * a BOM, so a spreadsheet reads the accents; lines end in CRLF (RFC 4180).
 */
const BOM = '\uFEFF';

/** A cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula starts with '. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Orders per 100 views, one decimal; empty with no views. */
const orderShare = (views: number, orders: number) => (views === 0 ? '' : ((orders / views) * 100).toFixed(1));

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
  return `${BOM}${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
