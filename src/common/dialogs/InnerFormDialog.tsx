import { Button, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { DialogCancelButton } from '../buttons/DialogCancelButton';
import { PersistentDialog } from './PersistentDialog';

interface Props {
  /** Translation key of the title. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** The values the dialog starts with. */
  record?: Record<string, unknown>;
  /**
   * Takes the values; answers field errors (`{ member_id: 'app.…' }`) to keep the
   * dialog open with them under the fields, or nothing to close it.
   */
  onSubmit: (values: Record<string, unknown>) => Record<string, string> | undefined | void;
  children: ReactNode;
}

/**
 * A small form of its own inside a larger form (a family member of the member
 * form, a partner of the business form): nothing is sent; Save hands the values
 * to the larger form. Its submit must not reach the form around it (React passes
 * events through portals), hence the wrapper.
 */
export const InnerFormDialog = ({ title, open, onClose, record, onSubmit, children }: Props) => {
  const translate = useTranslate();
  return (
    <PersistentDialog open={open} onClose={onClose} title={translate(title)}>
      {open && (
        <div onSubmit={(event) => event.stopPropagation()}>
          <Form
            record={record}
            onSubmit={(values: Record<string, unknown>) => {
              const errors = onSubmit(values);
              if (errors && Object.keys(errors).length) return errors;
              onClose();
              return undefined;
            }}
          >
            <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
            <DialogActions>
              <DialogCancelButton onClose={onClose} />
              <Button type="submit" variant="contained">
                {translate('ra.action.save')}
              </Button>
            </DialogActions>
          </Form>
        </div>
      )}
    </PersistentDialog>
  );
};
