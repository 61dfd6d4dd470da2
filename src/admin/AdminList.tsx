import { DataTable, useRecordContext } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { ResourceList } from '../common/lists/ResourceList';
import { requiredChoice } from '../common/inputs/validators';

interface Admin {
  id: number;
  member_id: number;
  member: { id: number; first_name: string | null; last_name: string | null; mobile_no: string };
}

const requiredMember = [requiredChoice];

/** The picker, starting from the row's member when editing. */
const AdminMemberInput = () => {
  const record = useRecordContext<Admin>();
  return <MemberPicker source="member_id" initial={record?.member} validate={requiredMember} />;
};

/** /admin: members who are administrators; add through the member picker, edit, remove. */
export const AdminList = () => (
  <ResourceList
    title="resources.admin.name"
    actions={
      <AddInDialogButton label="app.common.add">
        <AdminMemberInput />
      </AddInDialogButton>
    }
  >
    <DataTable<Admin> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="name"
        label="resources.admin.fields.member"
        render={(a) => memberName(a.member)}
      />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <AdminMemberInput />
        </EditInDialogButton>
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default AdminList;
