import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';
import {
  useDataProvider,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useRecordLabel } from '../format/recordLabel';
import { ConfirmButton } from './ConfirmButton';
import { useMayWrite } from '../hooks/useMayWrite';

/**
 * Delete (or Remove) the row after the product's confirmation, waiting for the
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
  const recordLabel = useRecordLabel();
  const resource = useResourceContext();
  const refresh = useRefresh();
  // The data provider itself, not useDelete: a mutation per row costs each list's first
  // drawing, and the list is read again after the answer anyway.
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  // A nested list answers its parent beside the rows: "Remove Jash Harsh from Yuva Mandal?"
  const { meta } = useListContext();
  const parent = Object.values(meta ?? {}).find(
    (value): value is { name: string } =>
      !!value &&
      typeof value === 'object' &&
      typeof (value as { name?: unknown }).name === 'string',
  );
  const mayDelete = useMayWrite(resource, 'delete');
  if (!record || !resource || !mayDelete) return null;
  const title =
    verb === 'remove' && parent
      ? translate('app.confirm.remove_from', { name: recordLabel(record), from: parent.name })
      : undefined;
  return (
    <ConfirmButton
      label={verb === 'delete' ? 'ra.action.delete' : 'ra.action.remove'}
      question={verb === 'delete' ? 'app.confirm.delete' : 'app.confirm.remove'}
      icon={<DeleteIcon />}
      color="error"
      details={details}
      title={title}
      onConfirm={async () => {
        try {
          await dataProvider.delete(resource, { id: record.id, previousData: record });
        } catch {
          // The server's message is already in the snackbar.
        }
        refresh();
      }}
    />
  );
};
