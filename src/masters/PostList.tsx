import { LookupSelect } from '../common/inputs/LookupSelect';
import { PlaceList, type ParentSelectProps } from './PlaceList';

const DistrictSelect = (props: ParentSelectProps) => (
  <LookupSelect lookup="postDistricts" label="resources.post.fields.district_id" {...props} />
);

/** /post: posts with their district; filter by district; add, edit, delete. */
export const PostList = () => (
  <PlaceList
    resource="post"
    parent={{
      Select: DistrictSelect,
      source: 'district_id',
      filter: 'districtSelected',
      column: 'district',
      required: true,
    }}
    verb="delete"
  />
);
