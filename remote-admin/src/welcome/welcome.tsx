import { Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';

/** /admin: the admin home. */
export function Welcome() {
  return (
    <>
      <PageTitle text="Panel de Administración" />
      <Typography.Title level={2}>Bienvenido al Panel de Administración</Typography.Title>
      <Typography.Paragraph>Aquí puedes gestionar los contenidos del sistema.</Typography.Paragraph>
    </>
  );
}
