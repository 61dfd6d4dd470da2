import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { ConfirmButton } from './ConfirmButton';

interface Props {
  /** What the export sends, from the row (`{ program_id: row.id }`). */
  data: (record: { id: number }) => object;
  /** Translation key of the message once the download has started. */
  done: string;
}

/**
 * A row's server-side export (spec §7: the browser navigates to the file):
 * 'Are you sure you want to export it ?', then the download, then the message.
 */
export const ExportRowButton = ({ data, done }: Props) => {
  const record = useRecordContext<{ id: number }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  if (!record || !resource) return null;
  return (
    <ConfirmButton
      label="app.common.export"
      question="app.confirm.export"
      icon={<DownloadIcon />}
      onConfirm={async () => {
        try {
          const url = await dataProvider.action<string>(resource, 'export', { data: data(record) });
          window.location.assign(url);
          notify(done, { type: 'success' });
        } catch {
          notify('app.error.generic', { type: 'error' });
        }
      }}
    />
  );
};
