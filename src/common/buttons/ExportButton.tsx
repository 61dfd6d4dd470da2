import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { useAction, type ResourceWith } from '../hooks/useAction';

interface Props {
  /** The row's resource: one whose table declares a downloaded `export`. */
  resource: Exclude<ResourceWith<'export'>, 'members'>;
  /** What the export sends, from the row (`{ program_id: row.id }`). */
  data: (record: { id: number }) => object;
  /** Translation key of the message once the download has started. */
  done: string;
}

/**
 * A row's server-side export (the browser goes to the file): 'Are you sure you
 * want to export it ?', then the download, then the message.
 */
export const ExportRowButton = ({ resource, data, done }: Props) => {
  const record = useRecordContext<{ id: number }>();
  const notify = useNotify();
  const download = useAction<typeof resource, string>(resource, 'export', {
    refresh: false,
  });
  if (!record) return null;
  return (
    <ConfirmButton
      label="app.common.export"
      question="app.confirm.export"
      icon={<DownloadIcon />}
      onConfirm={() =>
        download.mutateAsync({ data: data(record) }).then(
          (url) => {
            window.location.assign(url);
            notify(done, { type: 'success' });
          },
          () => notify('app.error.generic', { type: 'error' }),
        )
      }
    />
  );
};
