import { DataTable } from 'react-admin';
import { ResourceList } from '../common/lists/ResourceList';
import { useFormats } from '../common/hooks/useFormats';
import { ImportStatusChip } from './ImportStatusChip';
import type { ImportState } from './types';
import { UploadCard } from './UploadCard';

type Summary = Pick<
  ImportState,
  'id' | 'file_name' | 'sheet' | 'status' | 'rows_total' | 'rows_done' | 'created_at'
>;

/** /imports: upload a sheet, and come back to a recent import (one still running too). */
export const ImportList = () => {
  const { number, dateTime } = useFormats();
  return (
    <ResourceList
      title="resources.imports.name"
      sort={{ field: 'id', order: 'DESC' }}
      search={false}
      header={<UploadCard />}
    >
      <DataTable<Summary> bulkActionButtons={false} rowClick={(id) => `/imports/${id}`}>
        <DataTable.Col
          source="file_name"
          disableSort
          render={(i) => (i.sheet ? `${i.file_name} · ${i.sheet}` : i.file_name)}
        />
        <DataTable.Col
          source="status"
          disableSort
          render={(i) => <ImportStatusChip status={i.status} />}
        />
        <DataTable.Col source="rows_total" disableSort render={(i) => number(i.rows_total)} />
        <DataTable.Col source="created_at" disableSort render={(i) => dateTime(i.created_at)} />
      </DataTable>
    </ResourceList>
  );
};

export default ImportList;
