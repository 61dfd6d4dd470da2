import type { ReactElement, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ResourceName } from '../providers/endpoints';
import { FilterDialogButton } from './FilterDialogButton';
import { HistoryButton } from './HistoryButton';
import { BackButton } from './LinkButton';
import { ParentTitle } from './ParentTitle';
import { ResourceList } from './ResourceList';

interface Props {
  /** The rows' resource (`committee_members`). */
  resource: ResourceName;
  /** The parent's resource (`committee`): the Back link's list and the key of its name in the answer. */
  parent: ResourceName;
  /** The query field naming the parent (`committee_id`). */
  parentField: string;
  /** A title naming the parent (`Results %{name}`); the parent's name alone by default. */
  title?: string;
  /** The Filters dialog's inputs, given the parent's id; no Filters button without them. */
  filters?: (parentId: string) => ReactNode;
  /** Buttons beside Back and Filters (Add), given the parent's id. */
  actions?: (parentId: string) => ReactNode;
  /** The table, with its row actions. */
  children: ReactElement;
}

/**
 * A list inside a parent record (`/committee/{id}/members`; later volunteer
 * types, applicants, partners, gallery images): the parent's id from the route,
 * a Back link to the parent's list and the parent's History, the parent's name
 * as the title, search,
 * paging, an optional Filters dialog, and its own place for paging and filters
 * per parent.
 */
export const NestedList = ({
  resource,
  parent,
  parentField,
  title,
  filters,
  actions,
  children,
}: Props) => {
  const { id = '' } = useParams();
  return (
    <ResourceList
      resource={resource}
      storeKey={`${resource}.${id}`}
      title={<ParentTitle parent={parent} fallback={`resources.${resource}.name`} format={title} />}
      filter={{ [parentField]: id }}
      sort={{ field: 'id', order: 'ASC' }}
      actions={
        <>
          <BackButton to={`/${parent}`} />
          <HistoryButton resource={parent} id={id} />
          {filters && <FilterDialogButton>{filters(id)}</FilterDialogButton>}
          {actions?.(id)}
        </>
      }
    >
      {children}
    </ResourceList>
  );
};
