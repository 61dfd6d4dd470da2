import PeopleIcon from '@mui/icons-material/People';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { LinkButton } from '../common/buttons/LinkButton';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { ResourceList } from '../common/lists/ResourceList';
import { JobInputs, jobFormValues } from './JobInputs';
import type { Job } from './types';

const ApplicantsLink = () => {
  const record = useRecordContext<Job>();
  if (!record) return null;
  return (
    <LinkButton
      to={`/jobs/${record.id}/applicant-members`}
      label="app.job.applicants"
      labelOptions={{ smart_count: record.applicants_count ?? 0 }}
      icon={<PeopleIcon />}
    />
  );
};

const Filters = () => (
  <>
    <LookupSelect
      source="businessTypeSelected"
      lookup="businesses"
      label="resources.jobs.fields.business_type_id"
      fullWidth
    />
    <LookupSelect
      source="educationSelected"
      lookup="education"
      label="resources.jobs.fields.education_id"
      fullWidth
    />
    <TextInput source="citySelected" label="resources.jobs.fields.city" fullWidth />
  </>
);

/**
 * /jobs: title, company, city, business type and business (a dash when none),
 * the applicants link; filters by type, education and city; add and edit in a
 * dialog, Remove (the applications go, the members stay).
 */
const JobList = () => (
  <ResourceList
    title="resources.jobs.name"
    recordLabel={(row) => (row as Job).title}
    sort={{ field: 'id', order: 'DESC' }}
    actions={
      <>
        <FilterDialogButton>
          <Filters />
        </FilterDialogButton>
        <AddInDialogButton label="app.common.add" defaultValues={{ education_id: [] }}>
          <JobInputs />
        </AddInDialogButton>
      </>
    }
  >
    <DataTable<Job> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="title" render={(row) => <span translate="no">{row.title}</span>} />
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col source="city" render={(row) => <span translate="no">{row.city}</span>} />
      <DataTable.Col source="business_type.name" label="resources.jobs.fields.business_type_id" />
      <DataTable.Col
        source="business.name"
        label="resources.jobs.fields.business_id"
        render={(row) => <span translate="no">{row.business?.name ?? '—'}</span>}
      />
      <DataTable.Col label="app.job.applicants_column" disableSort>
        <ApplicantsLink />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton initial={jobFormValues}>
          <JobInputs />
        </EditInDialogButton>
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default JobList;
