import { useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import type { Resource } from '../resources';
import { useRow } from '../data/resource-queries';
import { readServerFailure } from '../data/server-errors';
import { ResourceList } from '../resource-list/resource-list';
import { ResourceForm } from '../resource-form/resource-form';
import { AdminNotFound } from '../components/not-found';
import '../components/components.css';

/*
 * The three screens of every resource, thin as finefoods' pages: they pick the resource's
 * generic list or form.
 */

/** /admin/{name} */
export function ResourceListPage({ resource }: { resource: Resource }) {
  return (
    <>
      <PageTitle text={resource.texts.title} />
      <ResourceList resource={resource} />
    </>
  );
}

/** /admin/{name}/create */
export function ResourceCreatePage({ resource }: { resource: Resource }) {
  return <ResourceForm resource={resource} action="create" />;
}

/** /admin/{name}/edit/{id}: loads the row ('Cargando datos del post...'), then the form. */
export function ResourceEditPage({ resource }: { resource: Resource }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useRow(resource, id, valid);
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
        extra={notFound ? undefined : <Button onClick={() => void query.refetch()}>Reintentar</Button>}
      />
    );
  }
  // A new form per row, so its starting values are this row's.
  return <ResourceForm key={query.data.id} resource={resource} action="edit" row={query.data} />;
}
