import { Dialog, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/** Once the dialog is in, its first field has the focus, unless a field took it already. */
const focusFirstField = (node: HTMLElement) => {
  if (node.contains(document.activeElement) && document.activeElement?.matches('input, textarea'))
    return;
  node
    .querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]), textarea, [role="combobox"]',
    )
    ?.focus();
};

/**
 * The dialog every screen uses: persistent (a click beside it or Escape does not
 * close it, so no typing is lost), at most 500px wide (docs/product.md §2), its first field
 * focused.
 */
export const PersistentDialog = ({ open, onClose, title, children }: Props) => (
  <Dialog
    open={open}
    onClose={(_event, reason) => {
      if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
    }}
    fullWidth
    maxWidth={false}
    slotProps={{ paper: { sx: { maxWidth: 500 } }, transition: { onEntered: focusFirstField } }}
    aria-labelledby="dialog-title"
  >
    <DialogTitle id="dialog-title">{title}</DialogTitle>
    {children}
  </Dialog>
);
