import {
  SelectArrayInput,
  SelectInput,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { useLookup } from '../common/hooks/useLookup';
import { requiredText } from '../common/inputs/validators';
import type { Job } from './types';

const required = [requiredText];

/** The businesses of the portal of the chosen type (docs/product.md: "filtered by the chosen type"). */
const BusinessSelect = () => {
  const type = useWatch({ name: 'business_type_id' });
  const { data = [], isPending } = useGetList(
    'business-portal',
    {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'name', order: 'ASC' },
      filter: type ? { businessSelected: type } : {},
    },
    { enabled: !!type },
  );
  return (
    <SelectInput
      source="business_id"
      choices={type ? data : []}
      isPending={!!type && isPending}
      disabled={!type}
      emptyText="app.job.no_business"
      helperText={type ? false : 'app.job.type_first'}
      fullWidth
    />
  );
};

/**
 * The job dialog (docs/product.md §2): title, company name, description, city, education
 * levels, business type and the business of the portal of that type, the member
 * who posted it, company details. Title, company name and city are required.
 */
export const JobInputs = () => {
  const record = useRecordContext<Job>();
  const { setValue } = useFormContext();
  const education = useLookup('education');
  return (
    <>
      <TextInput source="title" validate={required} autoFocus fullWidth />
      <TextInput source="name" validate={required} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <TextInput source="city" validate={required} fullWidth />
      <SelectArrayInput
        source="education_id"
        choices={education.data ?? []}
        isPending={education.isPending}
        fullWidth
      />
      <LookupSelect
        lookup="businesses"
        source="business_type_id"
        emptyText="app.filters.any"
        onChange={() => setValue('business_id', null, { shouldDirty: true })}
        fullWidth
      />
      <BusinessSelect />
      <MemberPicker
        source="member_id"
        label="resources.jobs.fields.member_id"
        initial={record?.member ?? (record?.member_id ? { id: record.member_id } : null)}
      />
      <TextInput source="company_details" multiline minRows={2} fullWidth />
    </>
  );
};

/** The edit form's values from a row (levels from `education_list` when a backend sends only that). */
export const jobFormValues = (record: Record<string, unknown>) => {
  const job = record as unknown as Job;
  return {
    education_id: job.education_id ?? job.education_list?.map((e) => e.id) ?? [],
    business_id: job.business_id ?? job.business?.id ?? null,
  };
};
