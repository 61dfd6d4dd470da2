import { BooleanInput, TextInput, email, useDataProvider, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isTrue } from '../../shared/rules';
import { LocationInputs } from '../common/inputs/LocationInputs';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { mobileFormat } from '../common/inputs/mobileFormat';
import { RecordFormPage } from '../common/page/RecordFormPage';
import { PhotoInput } from '../common/inputs/PhotoInput';
import { Section } from '../common/page/Section';
import { requiredText } from '../common/inputs/validators';
import type { LookupRow } from '../providers/dataProvider';
import type { AppDataProvider } from '../resources';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import { businessBody, memberDetails } from './businessPortalApi';
import { PartnersSection } from './PartnersSection';
import type { Business } from './types';

const requiredName = [requiredText];
const requiredMobile = [requiredText, mobileFormat];
const requiredEmail = [requiredText, email('app.business_portal.email_invalid')];
const labels = 'resources.business-portal.fields';

/** The loaded business as the form holds it: places by id, the flag as a boolean. */
const toForm = (business: Business): Record<string, unknown> => ({
  ...business,
  in_foreign_land: isTrue(business.in_foreign_land),
  state: business.state_id ?? null,
  country: business.country_id ?? null,
  logo_file: null,
  members: business.members ?? [],
});
const newBusiness = { in_foreign_land: false, state: null, country: null, members: [] };

/** A failed save's field errors; a partner's error shows under the partner table. */
const businessErrors = (errors: Record<string, string> | undefined) =>
  errors &&
  Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      field.startsWith('members.') ? 'members' : field,
      text,
    ]),
  );

/** The owner: choosing one fills in what the directory knows, never over what was typed. */
const OwnerPicker = ({ initial }: { initial?: LookupRow | null }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getValues, setValue } = useFormContext();
  const fill = async (member: LookupRow | null) => {
    if (!member) return;
    try {
      const known = await memberDetails(dataProvider, member.id);
      const blank = (field: string) => {
        const value = getValues(field);
        return value === undefined || value === null || String(value).trim() === '';
      };
      const set = (field: string, value: unknown) => {
        if (value !== undefined && value !== null && value !== '' && blank(field))
          setValue(field, value, { shouldDirty: true });
      };
      set('mobile_no', known.mobile_no);
      set('email', known.email);
      set('city', known.city);
      if (blank('state') && blank('country')) {
        if (isTrue(known.in_foreign_land)) {
          setValue('in_foreign_land', true, { shouldDirty: true });
          set('country', known.country_id);
        } else if (!isTrue(getValues('in_foreign_land'))) set('state', known.state_id);
      }
    } catch {
      // The server's message is already in the snackbar; the administrator types instead.
    }
  };
  return (
    <MemberPicker
      source="member_id"
      label={`${labels}.member_id`}
      initial={initial}
      onPick={(member) => void fill(member)}
    />
  );
};

/** The basic information: the logo, the owner, how to reach the business, and where it is. */
const BasicSection = () => {
  const business = useRecordContext<Business>();
  return (
    <Section title="app.business_portal.basic">
      <PhotoInput
        source="logo_file"
        current={business?.logo}
        label="app.business_portal.choose_logo"
      />
      <OwnerPicker initial={business?.member as LookupRow | null | undefined} />
      <TextInput source="mobile_no" validate={requiredMobile} type="tel" fullWidth />
      <TextInput source="name" validate={requiredName} fullWidth />
      <TextInput source="email" validate={requiredEmail} type="email" fullWidth />
      <LookupSelect lookup="businesses" source="business_id" emptyText="" fullWidth />
      <BooleanInput source="in_foreign_land" />
      <LocationInputs labels={labels} places={false} />
      <TextInput source="city" fullWidth />
      <TextInput source="address" multiline minRows={2} fullWidth />
    </Section>
  );
};

/**
 * /business-portal/add and /business-portal/{id}/edit (docs/product.md §2): basic information
 * with the logo and the owner, the place, and the partners; one multipart
 * `POST /business-portal`; server errors show under their fields.
 */
export const BusinessFormPage = () => {
  const say = useServerText();
  return (
    <RecordFormPage<Business>
      resource="business-portal"
      listPath="/business-portal"
      titles={{
        add: 'app.business_portal.add_title',
        edit: 'app.business_portal.edit_title',
        editNamed: 'app.business_portal.edit_named',
      }}
      nameOf={(business) => business.name ?? ''}
      toForm={toForm}
      newRecord={newBusiness}
      transform={businessBody}
      toErrors={(error) => businessErrors(toFormErrors(error, say, { logo: 'logo_file' }))}
    >
      <BasicSection />
      <PartnersSection />
    </RecordFormPage>
  );
};

export default BusinessFormPage;
