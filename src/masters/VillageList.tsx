import { LookupSelect } from '../common/inputs/LookupSelect';
import type { LookupRow } from '../providers/dataProvider';
import { PlaceList, type ParentSelectProps } from './PlaceList';

const postLabel = (post: LookupRow & { district?: string }) =>
  post.district ? `${post.name} (${post.district})` : (post.name ?? '');

const PostSelect = (props: ParentSelectProps) => (
  <LookupSelect
    lookup="villagePosts"
    label="resources.village.fields.post_id"
    optionText={postLabel}
    {...props}
  />
);

/**
 * /village: villages with their post; Filters dialog by post; add, edit, remove.
 * The post is required in the dialogs too, with its marker (the server checks it
 * as well).
 */
export const VillageList = () => (
  <PlaceList
    resource="village"
    parent={{
      Select: PostSelect,
      source: 'post_id',
      filter: 'postSelected',
      column: 'post',
      required: true,
    }}
    verb="remove"
  />
);
