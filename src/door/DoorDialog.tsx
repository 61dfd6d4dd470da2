import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DoorError } from './api';
import { useDoorText } from './text';
import type { ServerText } from '../providers/translateServerText';

/** What a form inside the dialog shows under a field: the server's message for it. */
export type FieldError = (field: string) => string | undefined;

/**
 * The member page's one dialog: a form that sends, shows the server's messages
 * under their fields (or above the buttons), and hands the answer back.
 */
export function DoorDialog({
  title,
  onClose,
  onSubmit,
  onDone,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => Promise<ServerText>;
  onDone: (text: ServerText) => void | Promise<void>;
  children: (error: FieldError) => ReactNode;
}) {
  const { t, say } = useDoorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DoorError | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const text = await onSubmit();
      await onDone(text);
    } catch (error) {
      if (!(error instanceof DoorError)) throw error;
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const fieldError: FieldError = (field) =>
    failure?.fields[field] ? say(failure.fields[field]) : undefined;
  const general = failure && !Object.keys(failure.fields).length ? failure.text : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="door-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="door-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(fieldError)}
            {general && <Alert severity="error">{say(general)}</Alert>}
            {failure && !general && <Alert severity="error">{say(failure.text)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.door.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('app.door.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
