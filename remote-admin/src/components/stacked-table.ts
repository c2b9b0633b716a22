import type { HTMLAttributes } from 'react';
import './stacked-table.css';

/** The class of a table whose rows a phone shows as cards: each value on a line of its own, after its column's title. */
export const STACKED_TABLE = 'admin-stacked-table';

/** The columns, each cell carrying its column's title (`data-label`) for a phone to show before its value. */
export function labelCells<Column extends { title?: unknown }>(columns: Column[]): Column[] {
  return columns.map((column) =>
    typeof column.title === 'string'
      ? { ...column, onCell: () => ({ 'data-label': column.title }) as HTMLAttributes<HTMLElement> }
      : column,
  );
}
