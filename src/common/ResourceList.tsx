import type { ReactElement, ReactNode } from 'react';
import { List, SearchInput, TopToolbar, type SortPayload } from 'react-admin';
import type { ResourceName } from '../providers/endpoints';
import { AppPagination } from './AppPagination';
import { TitleText } from './PageTitle';
import { PhoneTable } from './PhoneTable';
import { RecordLabelContext, recordLabel } from './recordLabel';

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
}: Props) => (
  <List
    resource={resource}
    storeKey={storeKey}
    title={
      typeof title === 'string' ? <TitleText title={title} options={{ smart_count: 2 }} /> : title
    }
    perPage={25}
    sort={sort}
    filters={searchFilter}
    filter={filter}
    actions={
      <TopToolbar sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
        {actions}
      </TopToolbar>
    }
    pagination={<AppPagination />}
    empty={false}
    queryOptions={{ onError: noop }}
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
      <PhoneTable>{children}</PhoneTable>
    </RecordLabelContext.Provider>
  </List>
);
