import { Dialog, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * The dialog every screen uses: persistent (a click beside it or Escape does not
 * close it, so no typing is lost), at most 500px wide (spec §2).
 */
export const PersistentDialog = ({ open, onClose, title, children }: Props) => (
  <Dialog
    open={open}
    onClose={(_event, reason) => {
      if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
    }}
    fullWidth
    maxWidth={false}
    slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    aria-labelledby="dialog-title"
  >
    <DialogTitle id="dialog-title">{title}</DialogTitle>
    {children}
  </Dialog>
);
