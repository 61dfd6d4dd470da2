import { DataTable, SelectInput, TextInput } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/DialogButtons';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { FilterDialogButton } from '../common/FilterDialogButton';
import { ResourceList } from '../common/ResourceList';
import { useLookup } from '../common/useLookup';
import { requiredChoice, requiredName } from '../common/validators';

const DistrictSelect = ({ source, required }: { source: string; required?: boolean }) => {
  const { data, isPending } = useLookup('postDistricts');
  return (
    <SelectInput
      source={source}
      label="resources.post.fields.district_id"
      choices={data ?? []}
      isPending={isPending}
      validate={required ? requiredChoice : undefined}
      emptyText="app.filters.any"
    />
  );
};

const PostInputs = () => (
  <>
    <TextInput source="name" validate={requiredName} autoFocus />
    <DistrictSelect source="district_id" required />
  </>
);

/** /post: posts with their district; filter by district; add, edit, delete. */
export const PostList = () => (
  <ResourceList
    title="resources.post.name"
    actions={
      <>
        <FilterDialogButton>
          <DistrictSelect source="districtSelected" />
        </FilterDialogButton>
        <AddInDialogButton label="app.common.add">
          <PostInputs />
        </AddInDialogButton>
      </>
    }
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="district.name" label="resources.post.fields.district" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <PostInputs />
        </EditInDialogButton>
        <DeleteRowButton />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);
