import { DataTable } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AddInDialogButton, EditInDialogButton } from '../common/DialogButtons';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { BackButton } from '../common/LinkButton';
import { MemberLink } from '../common/MemberLink';
import { NoData } from '../common/NoData';
import { ParentTitle } from '../common/ParentTitle';
import { ResourceList } from '../common/ResourceList';
import { DonorMemberInputs, REGISTERED, donorMemberBody } from './DonorMemberInputs';
import type { DonorMember } from './types';

/**
 * /donor/{id}/members: who gave under this donor, family members (linked to
 * their page) or unknown donors by name; search, add, edit, remove.
 */
export const DonorMembers = () => {
  const { id = '' } = useParams();
  return (
    <ResourceList
      resource="donor_members"
      storeKey={`donor_members.${id}`}
      title={<ParentTitle parent="donor" fallback="resources.donor_members.name" />}
      filter={{ donor_id: id }}
      sort={{ field: 'id', order: 'ASC' }}
      actions={
        <>
          <BackButton to="/donor" />
          <AddInDialogButton
            label="app.common.add"
            defaultValues={{ donor_id: Number(id), type: REGISTERED }}
            transform={donorMemberBody}
          >
            <DonorMemberInputs />
          </AddInDialogButton>
        </>
      }
    >
      <DataTable<DonorMember> bulkActionButtons={false} rowClick={false} empty={<NoData />}>
        <DataTable.Col
          source="name"
          render={(row) => (row.information ? <MemberLink member={row.information} /> : row.name)}
        />
        <DataTable.Col source="position" />
        <DataTable.Col label="app.common.actions" align="right" disableSort>
          <EditInDialogButton transform={donorMemberBody}>
            <DonorMemberInputs />
          </EditInDialogButton>
          <DeleteRowButton verb="remove" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
};

export default DonorMembers;
