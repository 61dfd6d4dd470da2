import { DataTable } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/DialogButtons';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { ResourceList } from '../common/ResourceList';
import { NameInput } from '../common/NameInput';

/**
 * A master that is only a name (business types, education, districts): list
 * with search and paging, add and edit dialogs, delete after confirmation.
 */
export const NamedMasterList = ({ resource }: { resource: string }) => (
  <ResourceList
    title={`resources.${resource}.name`}
    actions={
      <AddInDialogButton label="app.common.add">
        <NameInput />
      </AddInDialogButton>
    }
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <NameInput />
        </EditInDialogButton>
        <DeleteRowButton />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);
