import { SelectInput } from 'react-admin';
import { useLookup } from '../common/useLookup';
import { requiredChoice } from '../common/validators';
import { PlaceList, type ParentSelectProps } from './PlaceList';

const DistrictSelect = ({ source, required }: ParentSelectProps) => {
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

/** /post: posts with their district; filter by district; add, edit, delete. */
export const PostList = () => (
  <PlaceList
    resource="post"
    parent={{
      Select: DistrictSelect,
      source: 'district_id',
      filter: 'districtSelected',
      column: 'district.name',
      required: true,
    }}
    verb="delete"
  />
);
