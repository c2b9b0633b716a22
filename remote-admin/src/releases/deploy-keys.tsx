import { Typography } from 'antd';
import { CreateDeployKeyForm } from './create-deploy-key-form';
import { DeployKeyList } from './deploy-key-list';

/** 'Claves de publicación': what a deploy key may do, a form for a new one, and the keys that work. */
export function DeployKeys() {
  return (
    <section className="admin-release-section" aria-labelledby="versiones-claves">
      <Typography.Title level={2} id="versiones-claves">
        Claves de publicación
      </Typography.Title>
      <Typography.Paragraph>
        Con una clave, el equipo de una parte del sitio sube y publica sus versiones (npm run release) sin iniciar
        sesión. Cada clave solo puede publicar su remoto.
      </Typography.Paragraph>
      <CreateDeployKeyForm />
      <DeployKeyList />
    </section>
  );
}
