import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { DataTable, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CSV_EOL, csvRow } from '../../shared/csv';
import { fullName } from '../../shared/names';
import { downloadCsv } from '../common/format/downloadCsv';
import { MemberLink } from '../common/page/MemberLink';
import { NestedList } from '../common/lists/NestedList';
import { NoData } from '../common/lists/NoData';
import type { AppDataProvider } from '../resources';
import type { Applicant } from './types';

/** applicants.csv: the product's list call with every row, through the one CSV writer. */
export const applicantsCsv = (rows: Applicant[]) =>
  [
    ['Member ID', 'Name', 'Mobile No.', 'City', 'Country', 'Education'],
    ...rows.map((r) => [
      r.id,
      fullName(r.first_name, r.last_name),
      r.mobile_no,
      r.city ?? '',
      r.country ?? '',
      r.education?.name ?? '',
    ]),
  ]
    .map(csvRow)
    .join(CSV_EOL);

/** Export CSV: every applicant of the job (`GET /job/members` with all rows). */
const ExportApplicants = ({ jobId }: { jobId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useMutation({
    mutationFn: () =>
      dataProvider.getList<Applicant & { id: number }>('job_members', {
        pagination: { page: 1, perPage: -1 },
        sort: { field: 'id', order: 'ASC' },
        filter: { job_id: jobId },
      }),
    onSuccess: ({ data }) => {
      downloadCsv(applicantsCsv(data), `applicants-${jobId}.csv`);
      notify('app.job.exported', { type: 'success' });
    },
    onError: () => notify('app.error.generic', { type: 'error' }),
  });
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => run.mutate()} disabled={run.isPending}>
      {translate('app.job.export')}
    </Button>
  );
};

/**
 * /jobs/{id}/applicant-members: the members who applied, titled by the job:
 * member id, full name (to their page), mobile, city, country, education;
 * search, paging, Export CSV.
 */
export const JobApplicants = () => (
  <NestedList
    resource="job_members"
    parent="jobs"
    parentField="job_id"
    actions={(id) => <ExportApplicants jobId={id} />}
  >
    <DataTable<Applicant> bulkActionButtons={false} rowClick={false} empty={<NoData />}>
      <DataTable.NumberCol source="id" />
      <DataTable.Col
        source="first_name"
        render={(row) => <MemberLink member={row as Applicant} />}
      />
      <DataTable.Col source="mobile_no" />
      <DataTable.Col source="city" render={(row) => <span translate="no">{row.city}</span>} />
      <DataTable.Col source="country" disableSort />
      <DataTable.Col
        source="education.name"
        label="resources.job_members.fields.education"
        disableSort
      />
    </DataTable>
  </NestedList>
);

export default JobApplicants;
