import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  type SortPayload,
} from 'react-admin';
import type { ResourceName } from '../../resources';
import { AppPagination } from './AppPagination';
import { TitleText } from '../page/PageTitle';
import { PhoneTable } from './PhoneTable';
import { RecordLabelContext, recordLabel } from '../format/recordLabel';

interface Props {
  /** Translation key of the page title, e.g. resources.district.name (plural), or a title element. */
  title: string | ReactElement;
  /** The resource, when the page is not the resource's own list (a nested member list). */
  resource?: ResourceName;
  /**
   * Where the page keeps its paging, search and filters (one per parent for nested
   * lists); `false` keeps them in the address only.
   */
  storeKey?: string | false;
  /** Buttons beside the search box: Add, Filters. */
  actions?: ReactNode;
  children: ReactElement;
  /** Filters fixed by the page (e.g. the committee of a nested list). */
  filter?: Record<string, unknown>;
  /** The first order of the rows; by name unless told otherwise. */
  sort?: SortPayload;
  /** How a row names itself in its buttons and confirmations, when not by the usual rule. */
  recordLabel?: (record: unknown) => string;
  /**
   * `table` (the default): the children are a table, shown as cards on a phone;
   * `grid`: the children lay the page's records out themselves (a gallery's pictures).
   */
  layout?: 'table' | 'grid';
  /** Above the rows, inside the list's card (a gallery's uploader). */
  header?: ReactNode;
  /** Rows per page and the sizes offered (25 and docs/product.md §9's by default). */
  perPage?: number;
  pageSizes?: readonly number[];
  /** The search box; off for records that have nothing to search by. */
  search?: boolean;
  /** Filters always shown beside (or instead of) the search box, and their first values. */
  filters?: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
}

const noop = () => undefined;
const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Every list of the back-office: server paging (25 by default, page from 1),
 * server search, sort, the page's buttons, the page title. Failures show the
 * server's message through the shared snackbar, so the list adds none of its own.
 */
const byName: SortPayload = { field: 'name', order: 'ASC' };

export const ResourceList = ({
  title,
  resource,
  storeKey,
  actions,
  children,
  filter,
  sort = byName,
  recordLabel: labelOf = recordLabel,
  layout = 'table',
  header,
  perPage = 25,
  pageSizes,
  search = true,
  filters = [],
  filterDefaultValues,
}: Props) => {
  // Asked only once the account may read it: a refused list shows react-admin's
  // translated "access denied" page without a failed call's message beside it.
  const current = useResourceContext({ resource });
  const { canAccess } = useCanAccess({ resource: resource ?? current, action: 'list' });
  return (
    <List
      resource={resource}
      storeKey={storeKey}
      title={
        typeof title === 'string' ? <TitleText title={title} options={{ smart_count: 2 }} /> : title
      }
      perPage={perPage}
      sort={sort}
      filters={search || filters.length ? [...(search ? searchFilter : []), ...filters] : undefined}
      filterDefaultValues={filterDefaultValues}
      filter={filter}
      actions={
        <TopToolbar sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
          {actions}
        </TopToolbar>
      }
      pagination={<AppPagination sizes={pageSizes} />}
      empty={false}
      queryOptions={{ onError: noop, enabled: canAccess === true }}
      sx={{
        minWidth: 0,
        '& .RaList-main': { maxWidth: 1200, minWidth: 0 },
        // On a phone react-admin stacks the buttons above the search box; they wrap there.
        '& .RaList-actions form': { minWidth: 0 },
        // A table wider than the page scrolls inside its card, never the page.
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // A row's buttons (always the last column) stay on one line beside each other.
        '@media (min-width: 600px)': { '& td:last-of-type': { whiteSpace: 'nowrap' } },
      }}
    >
      <RecordLabelContext.Provider value={labelOf}>
        {header && <Box sx={{ p: 2, pb: 0 }}>{header}</Box>}
        {layout === 'table' ? (
          <PhoneTable>{children}</PhoneTable>
        ) : (
          <Box sx={{ p: 2 }}>{children}</Box>
        )}
      </RecordLabelContext.Provider>
    </List>
  );
};
