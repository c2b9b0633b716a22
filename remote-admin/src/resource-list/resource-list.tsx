import { useDeferredValue, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, App, Button, Spin, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { fold } from '@pasteleria/shared/entities';
import type { Resource, Row } from '../resources';
import { useRows, useSaveOrder } from '../data/resource-queries';
import type { FromList } from '../resource-form/resource-form';
import { cellText, compareBy, declaredColumns, rowName } from './columns';
import { PAGE_SIZES, useListParams } from './list-params';
import { move, renumber } from './reorder';
import { RowActions } from './row-actions';
import { SearchBox } from './search-box';
import { MoveControls, SORTABLE_COMPONENTS, SortableRows } from './sortable-rows';
import '../components/components.css';
import './resource-list.css';

const REORDER_HINT = 'Arrastra las filas o usa las flechas para cambiar el orden.';
const REORDER_OFF_HINT = 'Para cambiar el orden, quita la búsqueda y el orden por columna.';
export const LOAD_FAILED = 'No se pudo cargar la lista. Revisa tu conexión e intenta de nuevo.';
const ORDER_SAVED = 'Orden guardado.';
const ORDER_FAILED = 'No se pudo guardar el nuevo orden. Se muestra el orden guardado.';

/**
 * The list of every entity: the resource's columns (resource-texts.ts), search, sortable columns and pages
 * kept in the URL, an add button, edit and delete per row, and drag-and-drop reordering for the
 * entities with an order field while the list is neither searched nor sorted.
 */
export function ResourceList({ resource }: { resource: Resource }) {
  const { texts, declaration } = resource;
  const { message } = App.useApp();
  const location = useLocation();
  const [params, setParams] = useListParams();
  const query = useRows(resource);
  // The rows as a render React can interrupt (a transition): the list's arrival is drawn in slices,
  // so a phone answers a tap meanwhile, instead of one long task for every row at once.
  const data = useDeferredValue(query.data);
  const saveOrder = useSaveOrder(resource);
  const orderField = declaration.order;
  const from: FromList = { from: location.pathname + location.search };

  const shown = useMemo(() => {
    let rows = data ?? [];
    const q = fold(params.q.trim());
    if (q)
      rows = rows.filter((row) =>
        texts.columns.some((column) => column.show !== 'image' && fold(cellText(column, row)).includes(q)),
      );
    const column = texts.columns.find((c) => c.show === params.sort && c.show !== 'image');
    if (column) {
      const compare = compareBy(column);
      rows = rows.slice().sort((a, b) => (params.desc ? -compare(a, b) : compare(a, b)));
    }
    return rows;
  }, [data, params.q, params.sort, params.desc, texts.columns]);

  // Only while the list shows every row in its saved order: no search, no sort by another column.
  const canReorder =
    Boolean(orderField) && !params.q.trim() && (!params.sort || (params.sort === orderField && !params.desc));
  // Said while the rows load too (the server draws it so): most lists have more than one row, and
  // the line would otherwise push the list down as it arrives.
  const showsHint = Boolean(orderField) && (query.data ? query.data.length > 1 : !query.isError);
  const lastPage = Math.max(1, Math.ceil(shown.length / params.size));
  const page = Math.min(params.page, lastPage);

  /** Moves the row at index `source` of the saved order to `target`, and saves the new order. */
  const reorder = (source: number, target: number) => {
    const all = query.data ?? [];
    if (!orderField || source < 0 || target < 0 || target >= all.length || source === target) return;
    const field = declaration.fields[orderField];
    const { rows, changed } = renumber(move(all, source, target), orderField, field?.kind === 'int' ? field.min : 0);
    if (!changed.length) return;
    saveOrder.mutate(
      { rows, changed },
      {
        onSuccess: () => void message.success(ORDER_SAVED),
        onError: () => void message.error(ORDER_FAILED, 6),
      },
    );
  };
  const indexOf = (id: number) => (query.data ?? []).findIndex((row) => row.id === id);

  const columns: ColumnsType<Row> = [
    ...(canReorder
      ? [
          {
            key: 'reorder',
            className: 'admin-col-move',
            title: <span className="admin-visually-hidden">Mover</span>,
            width: 100,
            render: (_: unknown, row: Row) => {
              const i = indexOf(row.id);
              return (
                <MoveControls
                  label={rowName(resource, row)}
                  first={i === 0}
                  last={i === (query.data?.length ?? 0) - 1}
                  busy={saveOrder.isPending}
                  onMove={(step) => reorder(i, i + step)}
                />
              );
            },
          },
        ]
      : []),
    ...declaredColumns(resource, params),
    {
      key: 'actions',
      className: 'admin-col-actions',
      title: texts.actions,
      render: (_: unknown, row: Row) => <RowActions resource={resource} row={row} />,
    },
  ];

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setParams({ sort: one?.order ? String(one.columnKey) : undefined, desc: one?.order === 'descend', page: 1 });
    } else if (extra.action === 'paginate') {
      setParams({ page: pagination.current ?? 1, size: pagination.pageSize ?? params.size });
    }
  };

  const table = (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={shown}
      components={canReorder ? SORTABLE_COMPONENTS : undefined}
      onChange={onChange}
      size="middle"
      className="admin-list__table"
      locale={{ emptyText: params.q.trim() ? `Ningún resultado para «${params.q.trim()}».` : texts.empty }}
      pagination={{
        current: page,
        pageSize: params.size,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: shown.length <= Math.min(...PAGE_SIZES),
        showTotal: (total, [a, b]) => `${a}–${b} de ${total}`,
      }}
    />
  );

  return (
    <>
      <div className="admin-list__header">
        <Typography.Title level={1} className="admin-list__title">
          {texts.title}
        </Typography.Title>
        <Link className="admin-link-button admin-list__add" to={`${resource.path}/create`} state={from}>
          <PlusOutlined aria-hidden="true" /> {texts.add}
        </Link>
      </div>
      <div className="admin-list__tools">
        <SearchBox q={params.q} onSearch={(q) => setParams({ q, page: 1 })} label={`Buscar en ${texts.title}`} />
        {showsHint && (
          <Typography.Text type="secondary" className="admin-list__hint">
            {canReorder ? REORDER_HINT : REORDER_OFF_HINT}
          </Typography.Text>
        )}
      </div>
      {data === undefined && !query.isError ? (
        <div className="admin-centered" role="status">
          <Spin size="large" description={texts.loading} />
        </div>
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={LOAD_FAILED}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : canReorder ? (
        <SortableRows rows={shown} onMove={(a, b) => reorder(indexOf(a), indexOf(b))}>
          {table}
        </SortableRows>
      ) : (
        table
      )}
    </>
  );
}
