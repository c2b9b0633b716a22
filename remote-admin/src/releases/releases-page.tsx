import { Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { DeployKeys } from './deploy-keys';
import { ReleasesOverview } from './releases-overview';
import './releases.css';

/**
 * /admin/versiones: 'Versiones'. Each part of the site (a remote) is published on its own: which
 * release visitors get, the others to preview, publish or go back to, the history of changes, and
 * the deploy keys a team publishes with.
 */
export function ReleasesPage() {
  return (
    <>
      <PageTitle text="Versiones" />
      <Typography.Title level={1} className="admin-page-title">
        Versiones
      </Typography.Title>
      <Typography.Paragraph className="admin-releases-intro">
        Cada parte del sitio se publica por separado. Aquí ves qué versión reciben los visitantes; puedes probar otra en
        vista previa (solo tú la ves), publicarla o volver a la anterior.
      </Typography.Paragraph>
      <ReleasesOverview />
      <DeployKeys />
    </>
  );
}
