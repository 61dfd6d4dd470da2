import { DataTable } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { MemberLink } from '../common/page/MemberLink';
import { WithinDistricts } from '../common/access/WithinDistricts';
import { NoData } from '../common/lists/NoData';
import { NestedList } from '../common/lists/NestedList';
import { DonorMemberInputs, REGISTERED, donorMemberBody } from './DonorMemberInputs';
import type { DonorMember } from './types';

/**
 * /donor/{id}/members: who gave under this donor, family members (linked to
 * their page) or unknown donors by name; search, add, edit, remove.
 */
export const DonorMembers = () => (
  <NestedList
    resource="donor_members"
    parent="donor"
    parentField="donor_id"
    actions={(id) => (
      <AddInDialogButton
        label="app.common.add"
        defaultValues={{ donor_id: Number(id), type: REGISTERED }}
        transform={donorMemberBody}
      >
        <DonorMemberInputs />
      </AddInDialogButton>
    )}
  >
    <DataTable<DonorMember> bulkActionButtons={false} rowClick={false} empty={<NoData />}>
      <DataTable.Col
        source="name"
        render={(row) => (row.information ? <MemberLink member={row.information} /> : row.name)}
      />
      <DataTable.Col source="position" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <WithinDistricts>
          <EditInDialogButton transform={donorMemberBody}>
            <DonorMemberInputs />
          </EditInDialogButton>
          <DeleteRowButton verb="remove" />
        </WithinDistricts>
      </DataTable.Col>
    </DataTable>
  </NestedList>
);

export default DonorMembers;
