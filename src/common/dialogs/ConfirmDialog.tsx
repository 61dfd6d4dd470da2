import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  /** The title, translated already ("Remove Jash Harsh from Yuva Mandal?"). */
  title: string;
  /** Translation key of the product's question ("Are you sure you want to remove it ?"). */
  question: string;
  /** Shown under the question: what else the action takes with it. */
  details?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Every confirmation: the title names the record, the product's question below it.
 * Cancel has the focus, so an Enter pressed by habit changes nothing.
 */
export const ConfirmDialog = ({
  open,
  title,
  question,
  details,
  busy,
  onConfirm,
  onClose,
}: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(question)}</DialogContentText>
        {details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
