import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import {
  DataTable,
  useCreate,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ResourceList } from '../common/lists/ResourceList';
import { useFormats } from '../common/hooks/useFormats';
import { apiUrl } from '../providers/config';
import { bookPdfPath } from './endpoints';
import { BookForm } from './BookForm';
import { BookStatus } from './BookStatus';
import type { BookState } from './types';

/** While a book is in line or printing, the list is read again every second. */
const FollowPrinting = () => {
  const { data, refetch } = useListContext<BookState>();
  const busy = !!data?.some((b) => b.status === 'queued' || b.status === 'running');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refetch(), 1000);
    return () => clearInterval(timer);
  }, [busy, refetch]);
  return null;
};

/** Asks for the same book again: its PDF is no longer kept (an older book, or a restore). */
const PrintAgain = ({ book }: { book: BookState }) => {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate();
  const refresh = useRefresh();
  return (
    <Button
      size="small"
      startIcon={<PrintIcon />}
      disabled={isPending}
      onClick={() =>
        void create('directory_books', { data: book.options }, { onSuccess: () => refresh() })
      }
    >
      {translate('app.directory.print_again')}
    </Button>
  );
};

const Download = ({ book }: { book: BookState }) => {
  const translate = useTranslate();
  const { date } = useFormats();
  if (book.status !== 'done') return null;
  if (!book.downloadable)
    return (
      <>
        {book.reprint && (
          <Typography variant="body2" color="warning.main">
            {translate('app.directory.reprint', { date: date(book.reprint) })}
          </Typography>
        )}
        <PrintAgain book={book} />
      </>
    );
  return (
    <Button
      component="a"
      href={`${apiUrl}/${bookPdfPath(book.id)}`}
      download
      size="small"
      startIcon={<DownloadIcon />}
    >
      {translate('app.directory.download')}
    </Button>
  );
};

/**
 * /directory_books: ask for a book, follow it in line and while it prints, and
 * download the last few printed; the page can be left meanwhile.
 */
export const DirectoryPage = () => {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  return (
    <ResourceList
      title="resources.directory_books.name"
      sort={{ field: 'id', order: 'DESC' }}
      search={false}
      header={
        <>
          <BookForm />
          <FollowPrinting />
        </>
      }
    >
      <DataTable<BookState> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="options"
          label="resources.directory_books.fields.title"
          disableSort
          render={(b) =>
            `${b.options.title} ${b.options.year} · ${translate(`app.directory.languages.${b.options.language}`)} · ${b.options.page_size}`
          }
        />
        <DataTable.Col
          source="status"
          label="resources.directory_books.fields.status"
          disableSort
          render={(b) => <BookStatus book={b as BookState} />}
        />
        <DataTable.Col
          source="created_at"
          label="resources.directory_books.fields.created_at"
          disableSort
          render={(b) => `${dateTime(b.created_at)}${b.created_by ? ` · ${b.created_by}` : ''}`}
        />
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <DownloadCell />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};

const DownloadCell = () => {
  const book = useRecordContext<BookState>();
  return book ? <Download book={book} /> : null;
};

export default DirectoryPage;
