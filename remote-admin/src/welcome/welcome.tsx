import { useId } from 'react';
import { Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { pendingTotal, usePendingComments } from '../comments/use-pending-comments';
import { Summary } from '../summary/summary';
import { CountCard } from './count-card';
import { useEntityCount } from './use-entity-count';
import '../layout/admin-layout.css';
import './welcome.css';

/**
 * /admin: the admin home. 'Resumen', the shop's own statistics, then what waits for the admin and
 * how much there is.
 */
export function Welcome() {
  const contentsId = useId();
  const pending = usePendingComments();
  const pendingCount = { ...pending, data: pendingTotal(pending.data) };
  const products = useEntityCount('producto');
  const posts = useEntityCount('post');
  return (
    <>
      <PageTitle text="Panel de Administración" />
      {/* The page's one h1 (the header's 'Panel de Administración' is not a heading), at h2 size. */}
      <Typography.Title level={1} className="admin-page-title">
        Bienvenido al Panel de Administración
      </Typography.Title>
      <Typography.Paragraph>Aquí puedes gestionar los contenidos del sistema.</Typography.Paragraph>
      <Summary />
      <section aria-labelledby={contentsId}>
        <Typography.Title level={2} id={contentsId}>
          Contenidos
        </Typography.Title>
        <div className="admin-counts">
          <CountCard label="Comentarios pendientes" to="/admin/comentario" linkText="Moderar" count={pendingCount} />
          <CountCard label="Productos" to="/admin/producto" linkText="Ver" count={products} />
          <CountCard label="Posts" to="/admin/post" linkText="Ver" count={posts} />
        </div>
      </section>
    </>
  );
}
