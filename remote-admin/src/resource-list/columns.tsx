import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPrice, imageUrl } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import { findResource, nameOf, type Resource, type Row } from '../resources';
import type { ListColumn } from '../resource-texts';
import type { ListParams } from './list-params';

/** A cell's value as text: rows hold strings, numbers, booleans or null. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The display name of the parent row an `embedded` column shows ('' when there is none). */
function embeddedName(resource: string, value: unknown): string {
  const parent = findResource(resource);
  if (!parent || typeof value !== 'object' || value === null) return '';
  return nameOf(parent, value as Record<string, unknown>) ?? '';
}

/** The value a column shows, as text: what search and sort work on. */
export function cellText(column: ListColumn, row: Row): string {
  if (column.embedded) return embeddedName(column.embedded, row[column.show]);
  const value = row[column.show];
  if (value === null || value === undefined) return '';
  return column.format === 'price' ? formatPrice(value as number) : asText(value);
}

/** Comparison of two rows by a column: numbers as numbers, text in Spanish order. */
export function compareBy(column: ListColumn): (a: Row, b: Row) => number {
  return (a, b) => {
    const x = column.embedded ? cellText(column, a) : a[column.show];
    const y = column.embedded ? cellText(column, b) : b[column.show];
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    const nx = Number(x);
    const ny = Number(y);
    if (x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) && column.format === 'price') return nx - ny;
    return asText(x).localeCompare(asText(y), 'es', { sensitivity: 'base', numeric: true });
  };
}

/** A row's name for buttons read aloud ('Editar Pasteles'): its declared name, else its id. */
export function rowName(resource: Resource, row: Row): string {
  return nameOf(resource, row) ?? `#${row.id}`;
}

function Thumbnail({ resource, row }: { resource: Resource; row: Row }) {
  const image = resource.declaration.image;
  const src = image ? imageUrl(resource.name, row[image.column] as string | null) : null;
  if (src) return <img className="admin-thumb" src={src} alt={rowName(resource, row)} loading="lazy" />;
  if (image?.missing === 'placeholder') return <img className="admin-thumb" src={placeholder} alt="Sin foto" />;
  return <Typography.Text type="secondary">Sin imagen</Typography.Text>;
}

function cell(resource: Resource, column: ListColumn, row: Row): ReactNode {
  if (column.show === 'image') return <Thumbnail resource={resource} row={row} />;
  const text = cellText(column, row);
  if (!text) return column.empty ?? <Typography.Text type="secondary">—</Typography.Text>;
  if (column.format === 'link') {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer" className="admin-cell-link">
        {text}
      </a>
    );
  }
  return text;
}

/**
 * What a column is to a row shown as a card on a phone (resource-list.css): its picture, its name,
 * its place in the order (left out there: the card's place says it) or a detail under the name.
 */
function columnClass(resource: Resource, column: ListColumn): string {
  if (column.show === 'image') return 'admin-col-image';
  if (column.show === resource.nameField) return 'admin-col-name';
  if (column.show === resource.declaration.order || column.show === 'id') return 'admin-col-order';
  return 'admin-col-detail';
}

/** The resource's columns (resource-texts.ts) as table columns, sortable (but the picture) from the URL. */
export function declaredColumns(resource: Resource, params: ListParams): ColumnsType<Row> {
  return resource.texts.columns.map((column) => ({
    key: column.show,
    title: column.title,
    render: (_: unknown, row: Row) => cell(resource, column, row),
    className: columnClass(resource, column),
    ...(column.show === 'image'
      ? {}
      : {
          sorter: compareBy(column),
          sortOrder: params.sort === column.show ? (params.desc ? 'descend' : 'ascend') : null,
          sortDirections: ['ascend', 'descend'] as const,
        }),
  }));
}
