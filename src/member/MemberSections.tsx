import { Section } from '../common/page/Section';
import { BooleanInput, RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LocationInputs } from '../common/inputs/LocationInputs';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { PhotoInput } from '../common/inputs/PhotoInput';
import { requiredName } from '../common/inputs/validators';
import { BirthDateInput } from './BirthDateInput';
import {
  mobileFormat,
  BLOOD_GROUP_CHOICES,
  BUSINESS_TYPES,
  GENDER_CHOICES,
  businessLabel,
  showsBusiness,
  showsBusinessAddress,
} from './memberRules';

const mobileValidation = [...requiredName, mobileFormat];

/**
 * A read-only member page (a viewer's): the form is disabled, which react-admin's
 * text and select inputs follow by themselves; its radio groups and switches are
 * told here.
 */
const useReadOnly = () => useFormState().disabled;

/** Photo, names, mobile, date of birth, sex (required on the public form), blood group, education. */
export const BasicSection = ({
  sexRequired = false,
  extended = false,
  yearUnknown = extended,
}: {
  sexRequired?: boolean;
  /** The date of birth may be a day without its year (our server's). */
  yearUnknown?: boolean;
  /** Our server's surname and native place (docs/families.md). */
  extended?: boolean;
}) => {
  const readOnly = useReadOnly();
  const photo = useWatch({ name: 'photo' }) as string | null | undefined;
  return (
    <Section title="app.member.sections.basic">
      <PhotoInput source="photo_file" current={photo} />
      <TextInput source="first_name" validate={requiredName} fullWidth />
      <TextInput source="last_name" validate={requiredName} fullWidth />
      <TextInput source="mobile_no" validate={mobileValidation} type="tel" fullWidth />
      <BirthDateInput yearUnknown={yearUnknown} />
      <RadioButtonGroupInput
        source="sex"
        choices={GENDER_CHOICES}
        disabled={readOnly}
        validate={sexRequired ? required() : undefined}
      />
      <SelectInput source="blood_group" choices={BLOOD_GROUP_CHOICES} emptyText="" fullWidth />
      <LookupSelect lookup="education" source="education_id" emptyText="" fullWidth />
      {extended && (
        <>
          <TextInput source="surname" helperText="app.kin.surname_help" fullWidth />
          <TextInput source="native_place" helperText="app.kin.native_place_help" fullWidth />
        </>
      )}
    </Section>
  );
};

/** Abroad or not, the place cascade, city, address and DPVS. */
export const OtherInfoSection = () => {
  const readOnly = useReadOnly();
  return (
    <Section title="app.member.sections.other">
      <BooleanInput source="in_foreign_land" disabled={readOnly} />
      <LocationInputs required />
      <TextInput source="city" fullWidth />
      <TextInput source="current_address" multiline minRows={2} fullWidth />
      <BooleanInput source="in_dpvs" disabled={readOnly} />
    </Section>
  );
};

/** What the family app shows of the member. */
export const AppSettingsSection = ({ extended = false }: { extended?: boolean }) => {
  const readOnly = useReadOnly();
  return (
    <Section title="app.member.sections.settings">
      <BooleanInput source="settings.isMobile" disabled={readOnly} />
      <BooleanInput source="settings.isAddress" disabled={readOnly} />
      {extended && <BooleanInput source="settings.isAnniversary" disabled={readOnly} />}
    </Section>
  );
};

/** Business, job or other: the type's select and, for a business, its address (docs/product.md §4). */
export const BusinessSection = () => {
  const type = useWatch({ name: 'business_type' });
  const readOnly = useReadOnly();
  return (
    <Section title="app.member.sections.business">
      <RadioButtonGroupInput source="business_type" choices={BUSINESS_TYPES} disabled={readOnly} />
      {showsBusiness(type) && (
        <LookupSelect
          lookup="businesses"
          source="business_id"
          label={businessLabel(type)}
          emptyText=""
          fullWidth
        />
      )}
      {showsBusinessAddress(type) && (
        <TextInput source="business_address" multiline minRows={2} fullWidth />
      )}
    </Section>
  );
};
