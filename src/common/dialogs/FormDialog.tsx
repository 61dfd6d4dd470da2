import { Box, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useCreate, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { fileFields, type ResourceName } from '../../resources';
import { toFormErrors } from '../../providers/formErrors';
import { useServerText } from '../../providers/serverText';
import { DialogCancelButton } from '../buttons/DialogCancelButton';
import { HistoryButton } from '../buttons/HistoryButton';
import { PersistentDialog } from './PersistentDialog';
import { SubmitButton } from '../buttons/SubmitButton';
import { AskBeforeLeaving } from '../page/AskBeforeLeaving';

interface Props {
  open: boolean;
  onClose: () => void;
  resource: string;
  /** The row to edit; absent to add a new one. */
  record?: RaRecord;
  /** Values a new record starts with. */
  defaultValues?: Record<string, unknown>;
  title: string;
  children: ReactNode;
  /** Shapes the values before they are sent (e.g. drop the fields of the mode not chosen). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The form's values from the row being edited, where the row reads back otherwise (`eduction_id`). */
  initial?: (record: RaRecord) => Record<string, unknown>;
  /** An edited record's History link (the audit log filtered to it); on by default. */
  history?: boolean;
  /** Called with the record as the server answered it, once saved. */
  onSaved?: (record: RaRecord) => void;
}

/**
 * Add or edit a record in a persistent dialog. Sends only when the form is
 * valid; the server's field errors come back under the fields, its message in
 * the snackbar; on success the dialog closes and the list reloads. Cancel asks
 * before typed values are lost; an edited record has its History link.
 */
export const FormDialog = ({
  open,
  onClose,
  resource,
  record,
  defaultValues,
  title,
  children,
  transform = (values) => values,
  initial,
  history = true,
  onSaved,
}: Props) => {
  const say = useServerText();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();

  const save = async (input: Record<string, unknown>) => {
    const values = transform(input);
    try {
      const saved = record
        ? await update(
            resource,
            { id: record.id, data: values, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        : await create(resource, { data: values }, { returnPromise: true });
      onClose();
      if (saved) onSaved?.(saved);
      refresh();
      return undefined;
    } catch (error) {
      return toFormErrors(error, say, fileFields(resource));
    }
  };

  return (
    <PersistentDialog open={open} onClose={onClose} title={title}>
      {open && (
        <Form
          record={record ? { ...record, ...initial?.(record) } : defaultValues}
          onSubmit={save as (values: object) => Promise<Record<string, string> | undefined>}
          disableInvalidFormNotification
          warnWhenUnsavedChanges
          WarnWhenUnsavedChangesComponent={AskBeforeLeaving}
        >
          <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
          <DialogActions>
            {record && history && (
              <Box sx={{ flex: 1 }}>
                <HistoryButton resource={resource as ResourceName} id={record.id} />
              </Box>
            )}
            <DialogCancelButton onClose={onClose} />
            <SubmitButton icon={<></>} label="ra.action.save" />
          </DialogActions>
        </Form>
      )}
    </PersistentDialog>
  );
};
