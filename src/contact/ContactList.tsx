import { Avatar } from '@mui/material';
import { DataTable } from 'react-admin';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { memberName } from '../common/inputs/MemberPicker';
import { ResourceList } from '../common/lists/ResourceList';
import { photoUrl } from '../common/format/photoUrl';
import { ContactViewButton } from './ContactViewButton';
import type { Contact } from './types';

/** /contacts: help and issue requests from members, newest first. */
export const ContactList = () => (
  <ResourceList title="resources.contacts.name" sort={{ field: 'created_at', order: 'DESC' }}>
    <DataTable<Contact> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        label="resources.contacts.fields.photo"
        disableSort
        render={(c) => <Avatar src={photoUrl(c.member.photo)} alt={memberName(c.member)} />}
      />
      <DataTable.Col
        source="name"
        label="resources.contacts.fields.member"
        render={(c) => memberName(c.member)}
      />
      <DataTable.Col source="title" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <ContactViewButton />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default ContactList;
