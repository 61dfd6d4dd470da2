import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MemberFilterName } from '../../shared/rules';
import {
  BLOOD_GROUP_CHOICES,
  BUSINESS_TYPES,
  GENDER_CHOICES,
  businessLabel,
  showsBusiness,
} from './memberRules';
import { LocationInputs, type LocationSources } from '../common/inputs/LocationInputs';
import { LookupSelect } from '../common/inputs/LookupSelect';

const yesNo = [
  { id: 1, name: 'app.common.yes' },
  { id: 0, name: 'app.common.no' },
];

/** The place filters under the product's names (§7 `GET /members/list`). */
const filterLocation = {
  foreign: 'in_foreign_land',
  country: 'countryselected',
  state: 'stateSelected',
  district: 'district_id',
  post: 'post_id',
  village: 'village_id',
} as const satisfies LocationSources & Record<string, MemberFilterName>;

const any = { emptyText: 'app.filters.any', fullWidth: true } as const;

/**
 * The member filters (docs/product.md §7 `GET /members/list`), places cascading like the
 * member form: the members list's Filters dialog, and the notification form's
 * recipients. Every source is one of the shared filter names.
 */
export const MemberFilterInputs = ({ deceased = false }: { deceased?: boolean }) => {
  const businessType = useWatch({ name: 'businessTypeSelected' });
  return (
    <>
      <SelectInput source="genderSelected" choices={GENDER_CHOICES} {...any} />
      <SelectInput source="bloodGroupSelected" choices={BLOOD_GROUP_CHOICES} {...any} />
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
      {/* Our server's (docs/families.md): those who passed away are listed only when asked. */}
      {deceased && (
        <SelectInput
          source="deceased"
          choices={[{ id: 1, name: 'app.kin.passed_away' }]}
          emptyText="app.kin.living"
          fullWidth
        />
      )}
      {/* Our server's (docs/privacy.md): members who withdrew a consent. */}
      {deceased && (
        <SelectInput
          source="withdrawn"
          choices={[
            { id: 'book', name: 'app.change_request.consents.book' },
            { id: 'greetings', name: 'app.change_request.consents.greetings' },
            { id: 'whatsapp', name: 'app.messaging.channels.whatsapp' },
            { id: 'sms', name: 'app.messaging.channels.sms' },
          ]}
          fullWidth
        />
      )}
      {/* Our server's (docs/member-door.md): families not verified at the member page since a day. */}
      {deceased && (
        <DateInput
          source="not_verified_since"
          helperText="app.change_request.not_verified_since_help"
          fullWidth
        />
      )}
      {/* Our server's (docs/dashboard.md): what the dashboard's charts click through to. */}
      {deceased && (
        <>
          <NumberInput source="age_from" min={0} max={150} fullWidth />
          <NumberInput source="age_to" min={0} max={150} fullWidth />
          <DateInput source="added_from" fullWidth />
          <DateInput source="added_to" fullWidth />
          <SelectInput source="no_photo" choices={yesNo} {...any} />
          <SelectInput source="incomplete" choices={yesNo} {...any} />
          <SelectInput source="no_birth_date" choices={yesNo} {...any} />
        </>
      )}
    </>
  );
};
