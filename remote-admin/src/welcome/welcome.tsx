import { Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import '../layout/admin-layout.css';

/** /admin: the admin home. */
export function Welcome() {
  return (
    <>
      <PageTitle text="Panel de Administración" />
      {/* The page's one h1 (the header's 'Panel de Administración' is not a heading), at h2 size. */}
      <Typography.Title level={1} className="admin-page-title">
        Bienvenido al Panel de Administración
      </Typography.Title>
      <Typography.Paragraph>Aquí puedes gestionar los contenidos del sistema.</Typography.Paragraph>
    </>
  );
}
