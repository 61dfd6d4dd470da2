import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { INDIA_ID, isTrue, showsPlaces } from '../format/places';
import { LookupSelect } from './LookupSelect';
import { useLookup } from '../hooks/useLookup';
import { requiredChoice } from './validators';

/** The form fields the cascade reads and writes; filters and forms name them differently. */
export interface LocationSources {
  foreign: string;
  country: string;
  state: string;
  district: string;
  post: string;
  village: string;
}

export const memberLocation: LocationSources = {
  foreign: 'in_foreign_land',
  country: 'country',
  state: 'state',
  district: 'district_id',
  post: 'post_id',
  village: 'village_id',
};

interface Props {
  sources?: LocationSources;
  /** Marks the selects required (the member and notification forms); filters leave them optional. */
  required?: boolean;
  /** Label prefix for the selects: `resources.<resource>.fields`. */
  labels?: string;
  emptyText?: string;
  /** District, post and village for Gujarat; a business names only its state or country. */
  places?: boolean;
}

/**
 * The place cascade of docs/product.md §4: abroad shows a country select, otherwise the
 * states of India; district, post and village only for Gujarat (in either
 * spelling). Choosing a district clears post and village; a post clears village.
 */
export const LocationInputs = ({
  sources = memberLocation,
  required = false,
  labels = 'resources.members.fields',
  emptyText = '',
  places = true,
}: Props) => {
  const { setValue } = useFormContext();
  const [foreign, state, district, post] = useWatch({
    name: [sources.foreign, sources.state, sources.district, sources.post],
  });
  const states = useLookup('states', { country_id: INDIA_ID });
  const stateName = states.data?.find((s) => String(s.id) === String(state ?? ''))?.name;
  const validate = required ? requiredChoice : undefined;
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, null, { shouldDirty: true });
  };
  const common = { emptyText, validate, fullWidth: true } as const;

  return (
    <>
      {isTrue(foreign) ? (
        <LookupSelect
          lookup="countries"
          source={sources.country}
          label={`${labels}.country`}
          {...common}
        />
      ) : (
        <SelectInput
          source={sources.state}
          label={`${labels}.state`}
          choices={states.data ?? []}
          isPending={states.isPending}
          onChange={() => clear(sources.district, sources.post, sources.village)}
          {...common}
        />
      )}
      {places && showsPlaces(foreign, stateName) && (
        <>
          <LookupSelect
            lookup="district"
            source={sources.district}
            label={`${labels}.district_id`}
            onChange={() => clear(sources.post, sources.village)}
            {...common}
          />
          <LookupSelect
            lookup="post"
            source={sources.post}
            label={`${labels}.post_id`}
            query={{ district_id: district }}
            enabled={!!district}
            onChange={() => clear(sources.village)}
            {...common}
          />
          <LookupSelect
            lookup="village"
            source={sources.village}
            label={`${labels}.village_id`}
            query={{ post_id: post }}
            enabled={!!post}
            {...common}
          />
        </>
      )}
    </>
  );
};
