import { DataTable, SelectInput, TextInput } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/DialogButtons';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { FilterDialogButton } from '../common/FilterDialogButton';
import { ResourceList } from '../common/ResourceList';
import { useLookup } from '../common/useLookup';
import { requiredName } from '../common/validators';
import type { LookupRow } from '../providers/dataProvider';

const postLabel = (post: LookupRow & { district?: string }) =>
  post.district ? `${post.name} (${post.district})` : (post.name ?? '');

const PostSelect = ({ source }: { source: string }) => {
  const { data, isPending } = useLookup('villagePosts');
  return (
    <SelectInput
      source={source}
      label="resources.village.fields.post_id"
      choices={data ?? []}
      optionText={postLabel}
      isPending={isPending}
      emptyText="app.filters.any"
    />
  );
};

/** Spec §5: the village dialogs check only the name; the server answers for the post. */
const VillageInputs = () => (
  <>
    <TextInput source="name" validate={requiredName} autoFocus />
    <PostSelect source="post_id" />
  </>
);

/** /village: villages with their post; Filters dialog by post; add, edit, remove. */
export const VillageList = () => (
  <ResourceList
    title="resources.village.name"
    actions={
      <>
        <FilterDialogButton>
          <PostSelect source="postSelected" />
        </FilterDialogButton>
        <AddInDialogButton label="app.common.add">
          <VillageInputs />
        </AddInDialogButton>
      </>
    }
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="post.name" label="resources.village.fields.post" />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <VillageInputs />
        </EditInDialogButton>
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);
