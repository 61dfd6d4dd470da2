import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Avatar,
  Button,
  FormHelperText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ConfirmButton } from '../buttons/ConfirmButton';
import { RowIconButton } from '../buttons/RowIconButton';
import { photoUrl } from '../format/photoUrl';
import { PhoneTable } from '../lists/PhoneTable';
import { Section } from '../page/Section';

/** What the add or edit dialog of a people table is given. */
export interface PeopleDialogProps<T> {
  /** Translation key of the dialog's title. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** The row being edited; absent when adding. */
  row?: T;
  /** The other rows, to refuse the same person twice. */
  others: T[];
  /** Adds the row, or puts it in the edited one's place. */
  onSave: (row: T) => void;
}

export interface PeopleColumn<T> {
  /** Translation key of the heading. */
  label: string;
  render: (row: T) => ReactNode;
  /** A name the browser must not translate. */
  noTranslate?: boolean;
}

interface Props<T> {
  /** The form field holding the list (`family`, `members`). */
  source: string;
  /** Translation keys: the section's title (and the table's name), its Add button, the empty table. */
  title: string;
  addLabel: string;
  empty: string;
  /** A line above the Add button while the form may be written. */
  note?: string;
  /** Translation key of the photo heading. */
  photoLabel: string;
  /** The columns after the photo. */
  columns: PeopleColumn<T>[];
  nameOf: (row: T) => string;
  photoOf: (row: T) => string | null | undefined;
  keyOf: (row: T, index: number) => string | number;
  /** Translation keys of a row's edit button and of the edit dialog's title (the button's by default). */
  editLabel: string;
  editTitle?: string;
  /** Whether a row may be edited and removed (a family's head may not); every row by default. */
  canEdit?: (row: T) => boolean;
  canRemove?: (row: T) => boolean;
  /** A row's own buttons before Edit (a family's Make head), given the list and its writer. */
  extraActions?: (row: T, rows: T[], update: (next: T[]) => void) => ReactNode;
  /** The add and edit dialog. */
  dialog: (props: PeopleDialogProps<T>) => ReactNode;
}

/**
 * A list of people inside a form (a member's family, a business's partners):
 * a table of photo, the area's columns and the row's buttons, with an add and
 * edit dialog; saved with the form that holds it. A read-only form lists the
 * people without the buttons. Errors about the list show under the Add button.
 */
export function PeopleInput<T>({
  source,
  title,
  addLabel,
  empty,
  note,
  photoLabel,
  columns,
  nameOf,
  photoOf,
  keyOf,
  editLabel,
  editTitle = editLabel,
  canEdit = () => true,
  canRemove = () => true,
  extraActions,
  dialog,
}: Props<T>) {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  const { errors } = useFormState({ name: source });
  const readOnly = formState.disabled;
  const rows = (useWatch({ name: source }) as T[] | undefined) ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const update = (next: T[]) => setValue(source, next, { shouldDirty: true, shouldTouch: true });
  const error = (errors[source] as { message?: string } | undefined)?.message;

  return (
    <Section title={title}>
      {!readOnly && note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate(note)}
        </Typography>
      )}
      {!readOnly && (
        <Button startIcon={<PersonAddIcon />} variant="outlined" onClick={() => setAdding(true)}>
          {translate(addLabel)}
        </Button>
      )}
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
      <PhoneTable>
        <Table size="small" sx={{ mt: 1 }} aria-label={translate(title)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(photoLabel)}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.label}>{translate(column.label)}</TableCell>
              ))}
              {!readOnly && <TableCell align="right">{translate('app.common.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (readOnly ? 1 : 2)}>
                  {translate(empty)}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, i) => (
              <TableRow key={keyOf(row, i)}>
                <TableCell>
                  <Avatar src={photoUrl(photoOf(row))} alt="" sx={{ width: 32, height: 32 }} />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} translate={column.noTranslate ? 'no' : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {!readOnly && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {extraActions?.(row, rows, update)}
                    {canEdit(row) && (
                      <RowIconButton
                        label={translate(editLabel)}
                        subject={nameOf(row)}
                        icon={<EditIcon />}
                        onClick={() => setEditing(i)}
                      />
                    )}
                    {canRemove(row) && (
                      <ConfirmButton
                        label="ra.action.remove"
                        subject={nameOf(row)}
                        question="app.confirm.remove"
                        icon={<DeleteIcon />}
                        color="error"
                        onConfirm={() => update(rows.filter((_, j) => j !== i))}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PhoneTable>
      {dialog({
        title: addLabel,
        open: adding,
        onClose: () => setAdding(false),
        others: rows,
        onSave: (row) => update([...rows, row]),
      })}
      {dialog({
        title: editTitle,
        open: editing !== null,
        onClose: () => setEditing(null),
        row: editing === null ? undefined : rows[editing],
        others: rows.filter((_, j) => j !== editing),
        onSave: (row) => update(rows.map((r, j) => (j === editing ? row : r))),
      })}
    </Section>
  );
}
