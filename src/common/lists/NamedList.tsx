import type { ReactNode } from 'react';
import { DataTable, TextInput } from 'react-admin';
import type { ResourceName } from '../../resources';
import { AddInDialogButton, EditInDialogButton } from '../buttons/DialogButtons';
import { GujaratiNameColumn, GujaratiNameInput } from '../inputs/GujaratiName';
import { DeleteRowButton } from '../buttons/DeleteRowButton';
import { ResourceList } from './ResourceList';
import { requiredName } from '../inputs/validators';

const NameInput = () => <TextInput source="name" validate={requiredName} autoFocus />;

interface Props {
  /** What else a delete takes with it, for the confirmation. */
  deleteDetails?: ReactNode;
  resource: ResourceName;
  /** Columns between the name and the row's buttons (a group's switch and Members link). */
  children?: ReactNode;
  /** The row button's verb and question. */
  verb?: 'delete' | 'remove';
  /** Districts: a Gujarati name beside the name, a column and a field (docs/import.md). */
  gujaratiName?: boolean;
}

/**
 * A list of records that are a name and little else (business types, education,
 * districts, committees, donors): search and paging, add and rename dialogs,
 * delete or remove after confirmation.
 */
export const NamedList = ({
  resource,
  children,
  verb = 'delete',
  deleteDetails,
  gujaratiName,
}: Props) => {
  const inputs = (
    <>
      <NameInput />
      {gujaratiName && <GujaratiNameInput />}
    </>
  );
  return (
    <ResourceList
      title={`resources.${resource}.name`}
      actions={<AddInDialogButton label="app.common.add">{inputs}</AddInDialogButton>}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        {gujaratiName && <GujaratiNameColumn />}
        {children}
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <EditInDialogButton>{inputs}</EditInDialogButton>
          <DeleteRowButton verb={verb} details={deleteDetails} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};

export default NamedList;
