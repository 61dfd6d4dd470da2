import { Switch } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useRecordLabel } from '../format/recordLabel';
import { useAction, type ResourceWith } from '../hooks/useAction';
import { useMayWrite } from '../hooks/useMayWrite';

interface Props {
  /** The row's resource: one whose table declares a `status` action. */
  resource: ResourceWith<'status'>;
  /** Translation key of the switch's name (read with the row's name). */
  label?: string;
}

/**
 * The show/hide switch of a row: asks what will happen ("Hide Diwali 2025? It
 * will no longer show in the family app."), then sends only `{ status }`, the
 * inverse of the shown one; declining reloads the list unchanged.
 */
export const StatusSwitch = ({ resource, label = 'app.status.shown' }: Props) => {
  const record = useRecordContext<{ id: number; status: boolean }>();
  const recordLabel = useRecordLabel();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const send = useAction(resource, 'status');
  const mayChange = useMayWrite(resource, 'status');
  if (!record) return null;

  const close = () => {
    setOpen(false);
    refresh();
  };
  return (
    <>
      <Switch
        checked={!!record.status}
        // An account that may not change it still sees whether it is shown.
        disabled={!mayChange}
        onChange={() => setOpen(true)}
        slotProps={{ input: { 'aria-label': `${translate(label)} ${recordLabel(record)}`.trim() } }}
      />
      <ConfirmDialog
        open={open}
        busy={send.isPending}
        title={translate('app.confirm.named', {
          action: translate(record.status ? 'app.status.hide' : 'app.status.show'),
          name: recordLabel(record),
        })}
        question={record.status ? 'app.status.hide_question' : 'app.status.show_question'}
        onConfirm={() =>
          send.mutate({ id: record.id, data: { status: !record.status } }, { onSettled: close })
        }
        onClose={close}
      />
    </>
  );
};
