import { Switch } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { setStatus } from './status';
import { ConfirmDialog } from './ConfirmDialog';
import { useRecordLabel } from './recordLabel';

/**
 * The show/hide switch of a row (spec §4): asks what will happen ("Hide Diwali
 * 2025? It will no longer show in the family app."), then sends the inverted
 * status; declining reloads the list unchanged.
 */
export const StatusSwitch = ({ label = 'app.status.shown' }: { label?: string }) => {
  const record = useRecordContext<{ id: number; status: boolean }>();
  const recordLabel = useRecordLabel();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;

  const close = () => {
    setOpen(false);
    refresh();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await setStatus(dataProvider, resource, record.id, !record.status);
    } catch {
      // The server's message is already in the snackbar.
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <Switch
        checked={!!record.status}
        onChange={() => setOpen(true)}
        slotProps={{ input: { 'aria-label': `${translate(label)} ${recordLabel(record)}`.trim() } }}
      />
      <ConfirmDialog
        open={open}
        busy={busy}
        title={translate('app.confirm.named', {
          action: translate(record.status ? 'app.status.hide' : 'app.status.show'),
          name: recordLabel(record),
        })}
        question={record.status ? 'app.status.hide_question' : 'app.status.show_question'}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
