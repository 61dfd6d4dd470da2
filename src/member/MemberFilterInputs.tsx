import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LocationInputs, type LocationSources } from '../common/LocationInputs';
import { LookupSelect } from '../common/LookupSelect';
import { BLOOD_GROUPS, BUSINESS_TYPES, businessLabel, showsBusiness } from './memberRules';

const yesNo = [
  { id: 1, name: 'app.common.yes' },
  { id: 0, name: 'app.common.no' },
];
const genders = [
  { id: 1, name: 'app.member.male' },
  { id: 0, name: 'app.member.female' },
];
const bloodGroups = BLOOD_GROUPS.map((g) => ({ id: g, name: g }));

/** The list filters under the spec's names (§7 `GET /members/list`). */
const filterLocation: LocationSources = {
  foreign: 'in_foreign_land',
  country: 'countryselected',
  state: 'stateSelected',
  district: 'district_id',
  post: 'post_id',
  village: 'village_id',
};

const any = { emptyText: 'app.filters.any', fullWidth: true } as const;

/** The members list's Filters dialog: every filter of the spec, places cascading like the form. */
export const MemberFilterInputs = () => {
  const businessType = useWatch({ name: 'businessTypeSelected' });
  return (
    <>
      <SelectInput source="genderSelected" choices={genders} {...any} />
      <SelectInput source="bloodGroupSelected" choices={bloodGroups} {...any} />
      <LookupSelect lookup="education" source="educationSelected" {...any} />
      <SelectInput source="businessTypeSelected" choices={BUSINESS_TYPES} {...any} />
      {showsBusiness(businessType) && (
        <LookupSelect
          lookup="businesses"
          source="businessSelected"
          label={businessLabel(businessType)}
          {...any}
        />
      )}
      <SelectInput source="in_dpvs" choices={yesNo} {...any} />
      <SelectInput source="in_foreign_land" choices={yesNo} {...any} />
      <LocationInputs sources={filterLocation} emptyText="app.filters.any" />
      <TextInput source="citySelected" fullWidth />
    </>
  );
};
