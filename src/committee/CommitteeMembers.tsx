import { DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { MemberLink } from '../common/page/MemberLink';
import { WithinDistricts } from '../common/access/WithinDistricts';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { NoData } from '../common/lists/NoData';
import { NestedList } from '../common/lists/NestedList';
import { requiredChoice } from '../common/inputs/validators';
import { PositionFilter } from './PositionFilter';
import type { CommitteeMember } from './types';

const requiredMember = [requiredChoice];

const AddInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <MemberPicker source="member_id" validate={requiredMember} />
      <TextInput
        source="position"
        helperText={false}
        placeholder={translate('app.committee.position_hint')}
      />
    </>
  );
};

/** Editing keeps the member and changes the position; a blank position clears it. */
const EditInputs = () => {
  const record = useRecordContext<CommitteeMember>();
  return (
    <>
      <TextInput
        source="member"
        defaultValue={memberName(record?.information)}
        label="app.member_picker.label"
        disabled
      />
      <TextInput source="position" autoFocus helperText={false} />
    </>
  );
};

/**
 * /committee/{id}/members: the committee's members with their positions; search,
 * Filters by position, add through the member picker, edit a position, remove.
 */
export const CommitteeMembers = () => (
  <NestedList
    resource="committee_members"
    parent="committee"
    parentField="committee_id"
    filters={(id) => <PositionFilter committeeId={id} />}
    actions={(id) => (
      <AddInDialogButton label="app.common.add" defaultValues={{ committee_id: Number(id) }}>
        <AddInputs />
      </AddInDialogButton>
    )}
  >
    <DataTable<CommitteeMember> bulkActionButtons={false} rowClick={false} empty={<NoData />}>
      <DataTable.Col
        source="name"
        label="resources.committee_members.fields.name"
        render={(row) => <MemberLink member={row.information} />}
      />
      <DataTable.Col source="information.mobile_no" />
      <DataTable.Col source="position" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <WithinDistricts>
          <EditInDialogButton>
            <EditInputs />
          </EditInDialogButton>
          <DeleteRowButton verb="remove" />
        </WithinDistricts>
      </DataTable.Col>
    </DataTable>
  </NestedList>
);

export default CommitteeMembers;
