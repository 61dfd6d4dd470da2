import { Pagination, TablePagination, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormats } from '../hooks/useFormats';

/** Page sizes of docs/product.md §9; -1 asks the server for every row. */
export const PAGE_SIZES = [10, 25, 50, 100, -1];

/**
 * The page buttons: numbered pages with the first and the last (a jump to the
 * end of 1,00,000 members), every button named in the administrator's language.
 */
const PageButtons = ({
  count,
  page,
  rowsPerPage,
  onPageChange,
}: {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement> | null, page: number) => void;
}) => {
  const translate = useTranslate();
  const formats = useFormats();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const pages = rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) : 1;
  if (pages <= 1) return null;
  return (
    <Pagination
      size="small"
      count={pages}
      page={page + 1}
      onChange={(_event, next) => onPageChange(null, next - 1)}
      showFirstButton
      showLastButton
      siblingCount={phone ? 0 : 1}
      boundaryCount={phone ? 0 : 1}
      getItemAriaLabel={(type, number, selected) =>
        type === 'page'
          ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', {
              page: formats.number(number ?? 0),
            })
          : translate(`ra.navigation.${type}`)
      }
      sx={{ flexShrink: 0, ml: { xs: 0, sm: 2 } }}
    />
  );
};

/**
 * Server paging with the footer options 10, 25, 50, 100 and All (or the page's
 * own sizes: a grid of pictures), page numbers and a jump to the last.
 */
export const AppPagination = ({ sizes = PAGE_SIZES }: { sizes?: readonly number[] }) => {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  const translate = useTranslate();
  const formats = useFormats();
  if (isPending && total === undefined) return null;
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={sizes.map((value) =>
        value === -1 ? { label: translate('app.common.all'), value } : value,
      )}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: formats.number(from),
          offsetEnd: formats.number(to),
          total: formats.number(count),
        })
      }
      ActionsComponent={PageButtons}
      sx={{
        // On a phone the parts wrap onto lines of their own instead of overflowing.
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          rowGap: 1,
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
};
