import { useFormats } from '../common/hooks/useFormats';
import { AddPageButton } from '../common/buttons/AddPageButton';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ShowIcon from '@mui/icons-material/VisibilityOutlined';
import { Avatar, Chip, IconButton, Tooltip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { MemberTies } from './MemberTies';
import { useMayWrite } from '../common/hooks/useMayWrite';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { memberName } from '../common/inputs/MemberPicker';
import { ResourceList } from '../common/lists/ResourceList';
import { photoUrl } from '../common/format/photoUrl';
import { ExportButton } from './ExportButton';
import { ImportButton } from '../import/ImportButton';
import type { MemberRow } from './types';
import { memberListOrder } from './listOrder';
import { lazyPart } from '../common/page/lazyPage';
import { useOurServer } from '../common/hooks/useOurServer';

// The filters' fields (places, lookups, a member picker) load with the dialog.
const MemberFilterInputs = lazyPart(() =>
  import('./MemberFilterInputs').then((module) => ({ default: module.MemberFilterInputs })),
);

/** Orange while the profile is incomplete (always without a real first name), green when complete. */
const ProfileChip = ({ member }: { member: MemberRow }) => {
  const translate = useTranslate();
  const complete = member.profile_complete && !!memberName({ ...member, last_name: null });
  return (
    <Chip
      size="small"
      color={complete ? 'success' : 'warning'}
      label={translate(complete ? 'app.member.complete' : 'app.member.incomplete')}
    />
  );
};

/** "First Middle", then our server's surname, and † for one who passed away. */
const ListName = ({ member }: { member: MemberRow }) => {
  const translate = useTranslate();
  const name = [memberName(member), member.surname].filter(Boolean).join(' ');
  if (!member.died_on) return <>{name}</>;
  return (
    <>
      {name}{' '}
      <Tooltip title={translate('app.kin.passed_away')}>
        <span aria-label={translate('app.kin.passed_away')}>†</span>
      </Tooltip>
    </>
  );
};

/** The member's page: Edit where the account may write members, Show (read only) otherwise. */
const EditLink = () => {
  const record = useRecordContext<MemberRow>();
  const translate = useTranslate();
  const mayWrite = useMayWrite('members', 'edit');
  if (!record) return null;
  const label = translate(mayWrite ? 'ra.action.edit' : 'ra.action.show');
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={`/member/${record.id}/edit`}
        aria-label={label}
        size="small"
        color="primary"
      >
        {mayWrite ? <EditIcon /> : <ShowIcon />}
      </IconButton>
    </Tooltip>
  );
};

/** The day the member's family said its record is correct at the member page (docs/member-door.md). */
const VerifiedOn = ({ day }: { day?: string | null }) => {
  const { date } = useFormats();
  return day ? <>{date(day)}</> : null;
};

/** /members: photo, mobile, name and profile; search, every filter, CSV export, add, edit, remove. */
export const MemberList = () => {
  const ours = useOurServer();
  return (
    <ResourceList
      title="resources.members.name"
      sort={memberListOrder}
      actions={
        <>
          <FilterDialogButton>
            <MemberFilterInputs deceased={ours} />
          </FilterDialogButton>
          <ExportButton />
          <ImportButton />
          <AddPageButton resource="members" to="/member/add" icon={<PersonAddIcon />} />
        </>
      }
    >
      <DataTable<MemberRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="photo"
          disableSort
          render={(m) => (
            <Avatar src={photoUrl(m.thumb ?? m.photo)} alt="" sx={{ width: 36, height: 36 }} />
          )}
        />
        <DataTable.Col source="mobile_no" />
        <DataTable.Col
          source="first_name"
          label="resources.members.fields.name"
          render={(m) => <ListName member={m as MemberRow} />}
        />
        <DataTable.Col
          source="profile_complete"
          disableSort
          render={(m) => <ProfileChip member={m as MemberRow} />}
        />
        {ours && (
          <DataTable.Col
            source="verified_on"
            disableSort
            render={(m) => <VerifiedOn day={(m as MemberRow).verified_on} />}
          />
        )}
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <EditLink />
          <DeleteRowButton verb="remove" details={<MemberTies />} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};

export default MemberList;
