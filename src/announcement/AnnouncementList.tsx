import { DataTable, TextInput } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { LiveButton } from '../common/buttons/LiveButton';
import { LiveChip } from '../common/lists/LiveChip';
import { ResourceList } from '../common/lists/ResourceList';
import { requiredText } from '../common/inputs/validators';
import type { Announcement } from './types';

const Inputs = () => (
  <>
    <TextInput source="title" validate={requiredText} fullWidth />
    <TextInput source="body" validate={requiredText} multiline minRows={4} fullWidth />
  </>
);

/** /announcements: newest first; add and edit in a dialog, live or off, Remove. */
const AnnouncementList = () => (
  <ResourceList
    title="resources.announcements.name"
    sort={{ field: '', order: 'ASC' }}
    actions={
      <AddInDialogButton label="app.common.add">
        <Inputs />
      </AddInDialogButton>
    }
  >
    <DataTable<Announcement> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="title" render={(row) => <span translate="no">{row.title}</span>} />
      <DataTable.Col source="status" render={(row) => <LiveChip live={!!row.status} />} />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <Inputs />
        </EditInDialogButton>
        <LiveButton resource="announcements" action="status" />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default AnnouncementList;
