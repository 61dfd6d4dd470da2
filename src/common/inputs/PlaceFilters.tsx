import { useWatch } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { LookupSelect } from './LookupSelect';

/** District, post and village, each narrowing the next, for the Filters dialog. */
export const PlaceFilters = () => {
  const { setValue } = useFormContext();
  const district = useWatch({ name: 'district_id' }) as number | undefined;
  const post = useWatch({ name: 'post_id' }) as number | undefined;
  const fields = 'resources.members.fields';
  return (
    <>
      <LookupSelect
        lookup="district"
        source="district_id"
        label={`${fields}.district_id`}
        onChange={() => {
          setValue('post_id', '');
          setValue('village_id', '');
        }}
        fullWidth
      />
      <LookupSelect
        lookup="post"
        source="post_id"
        label={`${fields}.post_id`}
        query={{ district_id: district }}
        enabled={!!district}
        onChange={() => setValue('village_id', '')}
        fullWidth
      />
      <LookupSelect
        lookup="village"
        source="village_id"
        label={`${fields}.village_id`}
        query={{ post_id: post }}
        enabled={!!post}
        fullWidth
      />
    </>
  );
};
