import { loadApiClient } from '@pasteleria/shared';
import { saveFile } from './save-file';
import { statisticsCsvName } from '../stats/shop-days';
import type { Estadisticas, EstadisticasTotales } from '../types';

/** The days of a report, both included (`YYYY-MM-DD`). */
type Period = { desde: string; hasta: string };

const NONE: EstadisticasTotales = { visitantes: 0, vistas: 0, pedidosWhatsapp: 0, comentarios: 0 };

const query = ({ desde, hasta }: Period) => new URLSearchParams({ desde, hasta }).toString();
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/** GET /admin/estadisticas?desde&hasta: the period's statistics; what the answer lacks reads as none. */
export async function getStatistics(period: Period): Promise<Estadisticas> {
  const client = await loadApiClient();
  const { data } = await client.get<Partial<Estadisticas> | null>(`/admin/estadisticas?${query(period)}`);
  const answer = data && !Array.isArray(data) ? data : {};
  return {
    desde: answer.desde ?? period.desde,
    hasta: answer.hasta ?? period.hasta,
    totales: { ...NONE, ...answer.totales },
    anterior: { ...NONE, ...answer.anterior },
    dias: list(answer.dias),
    productos: list(answer.productos),
    categorias: list(answer.categorias),
    posts: list(answer.posts),
    paginas: list(answer.paginas),
    origenes: list(answer.origenes),
  };
}

/**
 * GET /admin/estadisticas.csv?desde&hasta with the admin's token (a plain link would carry none),
 * saved by the browser through a temporary link to the file.
 */
export async function downloadStatisticsCsv(period: Period): Promise<void> {
  const client = await loadApiClient();
  const { data } = await client.get<Blob>(`/admin/estadisticas.csv?${query(period)}`, { responseType: 'blob' });
  saveFile(data, statisticsCsvName(period));
}
