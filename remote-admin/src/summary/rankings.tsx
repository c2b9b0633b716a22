import { Link } from 'react-router-dom';
import type { Estadisticas } from '@pasteleria/shared';
import { formatCount, formatShare } from './format';
import { RankingTable, type RankingColumn } from './ranking-table';

type Product = Estadisticas['productos'][number];
type Read = { id: number; name: string; vistas: number };

const views = <Row extends { vistas: number }>(): RankingColumn<Row> => ({
  title: 'Vistas',
  numeric: true,
  render: (row) => formatCount(row.vistas),
});

const PRODUCT_COLUMNS: ReadonlyArray<RankingColumn<Product>> = [
  { title: 'Producto', render: (p) => <Link to={`/admin/producto/edit/${p.id}`}>{p.name}</Link> },
  { title: 'Pedidos por WhatsApp', numeric: true, render: (p) => formatCount(p.pedidosWhatsapp) },
  views<Product>(),
  { title: '% de vistas con pedido', numeric: true, render: (p) => formatShare(p.pedidosWhatsapp, p.vistas) },
];

const readColumns = (title: string): ReadonlyArray<RankingColumn<Read>> => [
  { title, render: (row) => row.name },
  views<Read>(),
];

const ORIGIN_COLUMNS: ReadonlyArray<RankingColumn<Estadisticas['origenes'][number]>> = [
  { title: 'Origen', render: (row) => row.origen },
  { title: 'Visitantes', numeric: true, render: (row) => formatCount(row.visitantes) },
];

/**
 * The period's tables: products by WhatsApp orders and views (each links to its edit screen), the
 * categories, posts and pages read most, and where visitors came from.
 */
export function Rankings({ stats }: { stats: Estadisticas }) {
  const byId = (row: { id: number }) => row.id;
  return (
    <div className="admin-summary-rankings">
      <RankingTable title="Productos más pedidos" rows={stats.productos} rowKey={byId} columns={PRODUCT_COLUMNS} wide />
      <RankingTable
        title="Categorías más vistas"
        rows={stats.categorias.map(({ id, nombre, vistas }) => ({ id, name: nombre, vistas }))}
        rowKey={byId}
        columns={readColumns('Categoría')}
      />
      <RankingTable
        title="Posts más leídos"
        rows={stats.posts.map(({ id, title, vistas }) => ({ id, name: title, vistas }))}
        rowKey={byId}
        columns={readColumns('Post')}
      />
      <RankingTable
        title="Páginas más leídas"
        rows={stats.paginas.map(({ id, title, vistas }) => ({ id, name: title, vistas }))}
        rowKey={byId}
        columns={readColumns('Página')}
      />
      <RankingTable
        title="De dónde llegan los visitantes"
        rows={stats.origenes}
        rowKey={(row) => row.origen}
        columns={ORIGIN_COLUMNS}
      />
    </div>
  );
}
