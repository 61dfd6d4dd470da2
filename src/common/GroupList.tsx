import GroupsIcon from '@mui/icons-material/Groups';
import { DataTable, useRecordContext, useResourceContext } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from './DialogButtons';
import { DeleteRowButton } from './DeleteRowButton';
import { LinkButton } from './LinkButton';
import { ResourceList } from './ResourceList';
import { StatusSwitch } from './StatusSwitch';
import { NameInput } from './NameInput';

/** The row's link to `/<resource>/{id}/members`. */
const MembersLink = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  if (!record) return null;
  return (
    <LinkButton
      to={`/${resource}/${record.id}/members`}
      label="app.group.members"
      icon={<GroupsIcon />}
    />
  );
};

/**
 * A named group with a show/hide switch and its own members (committees, donors):
 * search, paging, add, rename, remove, the switch and the Members link.
 */
export const GroupList = ({ resource }: { resource: 'committee' | 'donor' }) => (
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
      <DataTable.NumberCol source="members_count" />
      <DataTable.Col source="status" label="app.status.shown">
        <StatusSwitch />
      </DataTable.Col>
      <DataTable.Col label="app.group.members" disableSort>
        <MembersLink />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <NameInput />
        </EditInDialogButton>
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);
