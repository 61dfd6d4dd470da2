import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Page sizes of spec §9; -1 asks the server for every row. */
export const PAGE_SIZES = [10, 25, 50, 100, -1];

/** Server paging with the footer options 10, 25, 50, 100 and All. */
export const AppPagination = () => {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending && total === undefined) return null;
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES.map((value) =>
        value === -1 ? { label: translate('app.common.all'), value } : value,
      )}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        })
      }
    />
  );
};
