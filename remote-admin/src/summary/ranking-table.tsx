import { useId, type ReactNode } from 'react';
import { Table, Typography } from 'antd';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';

/** One column of a ranking: its header, how a row shows it, and whether it is a number (right-aligned). */
export interface RankingColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface RankingTableProps<Row> {
  /** The table's heading (an h3 of 'Resumen'). */
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: ReadonlyArray<RankingColumn<Row>>;
  /** Across the whole width, not in a column beside another table. */
  wide?: boolean;
}

/** A ranking of the period (products, pages, origins) under its heading, ten rows a page; or that it has none. */
export function RankingTable<Row extends object>({ title, rows, rowKey, columns, wide }: RankingTableProps<Row>) {
  const titleId = useId();
  return (
    <section
      className={wide ? 'admin-summary-block admin-summary-block--wide' : 'admin-summary-block'}
      aria-labelledby={titleId}
    >
      <Typography.Title level={3} id={titleId}>
        {title}
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Paragraph>Nada en este periodo.</Typography.Paragraph>
      ) : (
        <Table<Row>
          rowKey={rowKey}
          dataSource={rows}
          columns={labelCells(
            columns.map(({ title: header, render, numeric }) => ({
              key: header,
              title: header,
              align: numeric ? ('right' as const) : undefined,
              render: (_: unknown, row: Row) => render(row),
            })),
          )}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 'max-content' }}
          // On a phone, a ranking of more than a name and a number shows its rows as cards.
          className={columns.length > 2 ? STACKED_TABLE : undefined}
        />
      )}
    </section>
  );
}
