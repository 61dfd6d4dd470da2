import type { ReactElement, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ResourceName } from '../../resources';
import { FilterDialogButton } from '../buttons/FilterDialogButton';
import { HistoryButton } from '../buttons/HistoryButton';
import { BackButton } from '../buttons/LinkButton';
import { ParentTitle } from '../page/ParentTitle';
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
  /** Above the rows, given the parent's id (a gallery's uploader). */
  header?: (parentId: string) => ReactNode;
  /** The table with its row actions, or with `layout="grid"` the page's records laid out. */
  children: ReactElement;
  layout?: 'table' | 'grid';
  perPage?: number;
  pageSizes?: readonly number[];
  /** The search box (on by default). */
  search?: boolean;
}

/**
 * A list inside a parent record (`/committee/{id}/members`, volunteer types,
 * applicants, a result year's results, a gallery's images as a grid): the parent's id from the route,
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
  header,
  children,
  ...shown
}: Props) => {
  const { id = '' } = useParams();
  return (
    <ResourceList
      resource={resource}
      storeKey={`${resource}.${id}`}
      title={<ParentTitle parent={parent} fallback={`resources.${resource}.name`} format={title} />}
      filter={{ [parentField]: id }}
      sort={{ field: 'id', order: 'ASC' }}
      header={header?.(id)}
      {...shown}
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
