import { useMayWrite } from '../hooks/useMayWrite';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { FormDialog } from '../dialogs/FormDialog';
import { RowIconButton } from './RowIconButton';

interface Props {
  /** Translation key of the button and the dialog title (gets %{name}). */
  label: string;
  /** The resource's singular name, for %{name}; defaults to resources.<resource>.name. */
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The edit form's values from the row (see FormDialog). */
  initial?: (record: RaRecord) => Record<string, unknown>;
  /** The record as the server answered it, once added (an account's sign-in link). */
  onSaved?: (record: RaRecord) => void;
}

/** The list's Add button: opens the add dialog for the list's resource. */
export const AddInDialogButton = ({
  label,
  children,
  defaultValues,
  transform,
  onSaved,
}: Props) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mayCreate = useMayWrite(resource, 'create');
  const text = translate(label, {
    name: translate(`resources.${resource}.name`, { smart_count: 1 }),
  });
  if (!mayCreate) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {text}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        resource={resource}
        title={text}
        defaultValues={defaultValues}
        onSaved={onSaved}
        transform={transform}
      >
        {children}
      </FormDialog>
    </>
  );
};

/** A row's Edit button: opens the edit dialog with the row's values. */
export const EditInDialogButton = ({
  label = 'app.common.edit',
  children,
  transform,
  initial,
}: Partial<Props> & { children: ReactNode }) => {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mayEdit = useMayWrite(resource, 'edit');
  if (!record || !mayEdit) return null;
  const text = translate(label, {
    name: translate(`resources.${resource}.name`, { smart_count: 1 }),
  });
  return (
    <>
      <RowIconButton
        label={translate('ra.action.edit')}
        icon={<EditIcon />}
        onClick={() => setOpen(true)}
      />
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        resource={resource}
        record={record}
        title={text}
        transform={transform}
        initial={initial}
      >
        {children}
      </FormDialog>
    </>
  );
};
