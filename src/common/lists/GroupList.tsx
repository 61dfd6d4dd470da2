import GroupsIcon from '@mui/icons-material/Groups';
import { DialogContentText } from '@mui/material';
import { DataTable, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { LinkButton } from '../buttons/LinkButton';
import { NamedList } from './NamedList';
import { StatusSwitch } from '../buttons/StatusSwitch';

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

/** "Its 7 members are removed from it too." for a group that has members. */
const MembersGoToo = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const count = Number(record?.members_count ?? 0);
  if (!count) return null;
  return (
    <DialogContentText sx={{ mt: 1 }}>
      {translate('app.group.members_go_too', { smart_count: count })}
    </DialogContentText>
  );
};

/**
 * A named group with a show/hide switch and its own members (committees, donors):
 * the named list plus the member count, the switch and the Members link.
 */
export const GroupList = ({ resource }: { resource: 'committee' | 'donor' }) => (
  <NamedList resource={resource} verb="remove" deleteDetails={<MembersGoToo />}>
    <DataTable.NumberCol source="members_count" />
    <DataTable.Col source="status" label="app.status.shown">
      <StatusSwitch resource={resource} />
    </DataTable.Col>
    <DataTable.Col label="app.group.members" disableSort>
      <MembersLink />
    </DataTable.Col>
  </NamedList>
);
