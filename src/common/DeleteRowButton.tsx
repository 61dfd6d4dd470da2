import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';
import { useDelete, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';

/**
 * Delete (or Remove) the row after the spec's confirmation, waiting for the
 * server; a refusal (a district still in use) shows its message and keeps the row.
 */
export const DeleteRowButton = ({
  verb = 'delete',
  details,
}: {
  verb?: 'delete' | 'remove';
  /** What else goes with the row, shown in the confirmation (rendered only once it opens). */
  details?: ReactNode;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const [remove] = useDelete();
  if (!record || !resource) return null;
  return (
    <ConfirmButton
      label={verb === 'delete' ? 'ra.action.delete' : 'ra.action.remove'}
      question={verb === 'delete' ? 'app.confirm.delete' : 'app.confirm.remove'}
      icon={<DeleteIcon />}
      color="error"
      details={details}
      onConfirm={async () => {
        try {
          await remove(
            resource,
            { id: record.id, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
        } catch {
          // The server's message is already in the snackbar.
        }
        refresh();
      }}
    />
  );
};
