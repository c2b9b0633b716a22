import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Table, Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { activityPage, downloadActivityCsv, type ActivityFilters } from '@pasteleria/shared/admin';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE, type ActivityEntry } from '@pasteleria/shared/security';
import { CsvButton } from '../components/csv-button';
import { LoadFailed } from '../components/load-failed';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';
import { StatusTag } from '../components/status-tag';
import { queryKeys } from '../query-keys';
import { DateTime } from '../releases/release-words';
import { useUsers } from '../users/use-users';
import { ACTION_LABELS, ACTOR_KINDS, TARGET_LABELS } from './activity-words';
import { searchOfView, viewFromSearch, type ActivityView } from './activity-filters';
import './activity.css';

/** GET /admin/activity for a view of the log, under its own key. */
export const activityQuery = ({ filters, page }: ActivityView) =>
  queryOptions({
    queryKey: queryKeys.activity(searchOfView({ filters, page }).toString()),
    queryFn: () => activityPage(filters, page, ACTIVITY_PAGE_SIZE),
  });

const columns = labelCells([
  { key: 'at', title: 'Fecha', render: (_: unknown, entry: ActivityEntry) => <DateTime iso={entry.at} /> },
  {
    key: 'actor',
    title: 'Quién',
    render: (_: unknown, entry: ActivityEntry) => (
      <span className="admin-activity__actor">
        {entry.actor.name}
        {ACTOR_KINDS[entry.actor.type] && <StatusTag tone="neutral">{ACTOR_KINDS[entry.actor.type]}</StatusTag>}
      </span>
    ),
  },
  {
    key: 'action',
    title: 'Acción',
    render: (_: unknown, entry: ActivityEntry) => ACTION_LABELS[entry.action] ?? entry.action,
  },
  {
    key: 'target',
    title: 'Registro',
    render: (_: unknown, entry: ActivityEntry) =>
      entry.target ? `${TARGET_LABELS[entry.target.type] ?? entry.target.type} «${entry.target.name}»` : '—',
  },
  { key: 'address', title: 'Dirección', render: (_: unknown, entry: ActivityEntry) => entry.address || '—' },
  { key: 'description', title: 'Qué pasó', dataIndex: 'description' },
]);

const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }));

/**
 * /admin/actividad: 'Actividad', the shop's activity log: who did what, on which record, from which
 * address, newest first; filtered by days, by who and by action (all in the URL), a page at a time,
 * and downloaded as CSV with the same filters.
 */
export function ActivityPage() {
  const [search, setSearch] = useSearchParams();
  const view = viewFromSearch(search);
  const log = useQuery({ ...activityQuery(view), placeholderData: keepPreviousData });
  const show = (next: ActivityView) => setSearch(searchOfView(next));

  return (
    <>
      <PageTitle text="Actividad" />
      <Typography.Title level={1} className="admin-page-title">
        Actividad
      </Typography.Title>
      <Typography.Paragraph>
        Quién hizo qué en el panel y desde dónde: inicios de sesión, cambios de contenido, de usuarios y de seguridad,
        comentarios moderados, versiones y claves de publicación. Se guarda un año y nadie puede borrarlo.
      </Typography.Paragraph>
      <Filters filters={view.filters} onChange={(filters) => show({ filters, page: 1 })} />
      {log.isError ? (
        <LoadFailed message="No se pudo cargar la actividad." onRetry={() => void log.refetch()} />
      ) : (
        <Table<ActivityEntry>
          rowKey="id"
          columns={columns}
          dataSource={log.data?.entries}
          loading={log.isFetching}
          size="small"
          // Its cells wrap to the screen's width: a table scrolled sideways would hold no focusable
          // content for a keyboard to scroll it with (its rows have no links).
          className={`${STACKED_TABLE} admin-activity__table`}
          locale={{ emptyText: log.isPending ? 'Cargando actividad...' : 'No hay actividad con estos filtros.' }}
          pagination={{
            current: view.page,
            pageSize: ACTIVITY_PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (total === 1 ? '1 entrada' : `${total} entradas`),
            onChange: (page) => show({ ...view, page }),
          }}
        />
      )}
    </>
  );
}

/** The filters: days, who (a user, the site's own decisions, the teams' keys) and what; and the CSV of what they keep. */
function Filters({ filters, onChange }: { filters: ActivityFilters; onChange: (filters: ActivityFilters) => void }) {
  const users = useUsers();
  const who = [
    ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name || user.email })),
    { value: 'Automático', label: 'Automático (el sitio)' },
    { value: 'clave «', label: 'Claves de publicación' },
  ];
  const set = (change: Partial<ActivityFilters>) => onChange({ ...filters, ...change });
  return (
    <Form layout="inline" className="admin-activity__filters">
      <Form.Item label="Desde" htmlFor="actividad-desde">
        <Input
          id="actividad-desde"
          type="date"
          value={filters.desde ?? ''}
          max={filters.hasta}
          onChange={(event) => set({ desde: event.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label="Hasta" htmlFor="actividad-hasta">
        <Input
          id="actividad-hasta"
          type="date"
          value={filters.hasta ?? ''}
          min={filters.desde}
          onChange={(event) => set({ hasta: event.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label="Quién" htmlFor="actividad-quien">
        <Select
          id="actividad-quien"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todos"
          options={who}
          value={filters.usuario}
          onChange={(usuario?: string) => set({ usuario })}
          className="admin-activity__select"
        />
      </Form.Item>
      <Form.Item label="Acción" htmlFor="actividad-accion">
        <Select
          id="actividad-accion"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todas"
          options={ACTION_OPTIONS}
          value={filters.accion}
          onChange={(accion?: ActivityFilters['accion']) => set({ accion })}
          className="admin-activity__select"
        />
      </Form.Item>
      <Space wrap>
        <CsvButton download={() => downloadActivityCsv(filters)} />
      </Space>
    </Form>
  );
}
