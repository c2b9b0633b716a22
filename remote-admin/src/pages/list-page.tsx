import { PageTitle } from '@pasteleria/shared';
import type { Resource } from '../resources';
import { ResourceList } from '../resource-list/resource-list';

/** /admin/{name}: the resource's generic list (a chunk of its own: antd's Table, @dnd-kit). */
export function ResourceListPage({ resource }: { resource: Resource }) {
  return (
    <>
      <PageTitle text={resource.texts.title} />
      <ResourceList resource={resource} />
    </>
  );
}
