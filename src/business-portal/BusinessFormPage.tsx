import { LoadingBar } from '../common/page/LoadingBar';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, TextInput, email, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HistoryButton } from '../common/buttons/HistoryButton';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isTrue } from '../../shared/rules';
import { LocationInputs } from '../common/inputs/LocationInputs';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { mobileFormat } from '../common/inputs/mobileFormat';
import { PageTitle } from '../common/page/PageTitle';
import { PhotoInput } from '../common/inputs/PhotoInput';
import { Section } from '../common/page/Section';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { requiredText } from '../common/inputs/validators';
import type { LookupRow } from '../providers/dataProvider';
import type { AppDataProvider } from '../resources';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import { getBusiness, memberDetails, saveBusiness } from './businessPortalApi';
import { PartnersSection } from './PartnersSection';
import type { Business } from './types';

const requiredName = [requiredText];
const requiredMobile = [requiredText, mobileFormat];
const requiredEmail = [requiredText, email('app.business_portal.email_invalid')];
const labels = 'resources.business-portal.fields';

/** The loaded business as the form holds it: places by id, the flag as a boolean. */
const toForm = (business: Business) => ({
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

/**
 * /business-portal/add and /business-portal/{id}/edit (docs/product.md §2): basic information
 * with the logo and the owner, the place, and the partners; one multipart
 * `POST /business-portal`; server errors show under their fields.
 */
export const BusinessFormPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const say = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const business = useQuery({
    queryKey: ['business-portal', 'one', id],
    queryFn: () => getBusiness(dataProvider, id!),
    enabled: !!id,
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      await saveBusiness(dataProvider, values);
      await queryClient.invalidateQueries({ queryKey: ['business-portal'] });
      navigate('/business-portal');
      return undefined;
    } catch (error) {
      return businessErrors(toFormErrors(error, say, { logo: 'logo_file' }));
    }
  };

  if (id && !business.data)
    return (
      <Box sx={{ py: 2 }}>
        <PageTitle title="app.business_portal.edit_title" />
        <LoadingBar />
      </Box>
    );
  const record = business.data ? toForm(business.data) : newBusiness;
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <PageTitle
        title={business.data ? 'app.business_portal.edit_named' : 'app.business_portal.add_title'}
        options={{ name: business.data?.name ?? '' }}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={Link} to="/business-portal" startIcon={<ArrowBackIcon />}>
          {translate('app.common.back')}
        </Button>
        {id && <HistoryButton resource="business-portal" id={id} />}
      </Stack>
      <Form
        record={record}
        onSubmit={save}
        mode="onBlur"
        resource="business-portal"
        warnWhenUnsavedChanges
      >
        <Section title="app.business_portal.basic">
          <PhotoInput
            source="logo_file"
            current={business.data?.logo}
            label="app.business_portal.choose_logo"
          />
          <OwnerPicker initial={business.data?.member as LookupRow | null | undefined} />
          <TextInput source="mobile_no" validate={requiredMobile} type="tel" fullWidth />
          <TextInput source="name" validate={requiredName} fullWidth />
          <TextInput source="email" validate={requiredEmail} type="email" fullWidth />
          <LookupSelect lookup="businesses" source="business_id" emptyText="" fullWidth />
          <BooleanInput source="in_foreign_land" />
          <LocationInputs labels={labels} places={false} />
          <TextInput source="city" fullWidth />
          <TextInput source="address" multiline minRows={2} fullWidth />
        </Section>
        <PartnersSection />
        <Stack direction="row" spacing={2}>
          <SubmitButton label="ra.action.save" />
          <Button component={Link} to="/business-portal">
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
};

export default BusinessFormPage;
