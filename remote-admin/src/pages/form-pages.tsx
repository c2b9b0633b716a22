import { useNavigate, useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import type { Resource } from '../resources';
import { useRow } from '../data/resource-queries';
import { readServerFailure } from '../data/server-errors';
import { ResourceForm } from '../resource-form/resource-form';
import { AdminNotFound } from '../components/not-found';
import '../components/components.css';

/*
 * The create and edit screens of every resource, thin as finefoods' pages: both render the one
 * generic form (a chunk of its own: antd's Form and inputs; the editor is loaded apart).
 */

/** /admin/{name}/create */
export function ResourceCreatePage({ resource }: { resource: Resource }) {
  return <ResourceForm resource={resource} action="create" />;
}

/** /admin/{name}/edit/{id}: loads the row ('Cargando datos del post...'), then the form. */
export function ResourceEditPage({ resource }: { resource: Resource }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useRow(resource, id, valid);
  const navigate = useNavigate();
  if (!valid) return <AdminNotFound />;
  if (query.isPending) {
    return (
      <div className="admin-centered" role="status">
        <Spin size="large" description={resource.texts.loadingOne} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = readServerFailure(query.error).status === 404;
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? `No se encontró ${resource.declaration.label}.` : 'No se pudieron cargar los datos.'}
        subTitle={notFound ? 'Quizá se eliminó. Vuelve a la lista.' : 'Revisa tu conexión e intenta de nuevo.'}
        extra={
          notFound ? (
            <Button onClick={() => void navigate(resource.path)}>Volver a la lista</Button>
          ) : (
            <Button onClick={() => void query.refetch()}>Reintentar</Button>
          )
        }
      />
    );
  }
  // A new form per row, so its starting values are this row's.
  return <ResourceForm key={query.data.id} resource={resource} action="edit" row={query.data} />;
}
