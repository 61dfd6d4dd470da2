import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Chip, Link, Tooltip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ActionButton } from '../common/buttons/ActionButton';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { ThumbnailButton } from '../common/dialogs/ImageViewer';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { memberName } from '../common/inputs/MemberPicker';
import { NestedList } from '../common/lists/NestedList';
import { NoData } from '../common/lists/NoData';
import { useFormats } from '../common/hooks/useFormats';
import { StudentResultInputs, studentFormValues } from './StudentResultInputs';
import type { StudentResult } from './types';

/** "87.50": two decimals in the administrator's language. */
const Percentage = () => {
  const row = useRecordContext<StudentResult>();
  const { locale } = useFormats();
  const value = Number(row?.percentage);
  return Number.isFinite(value) ? (
    <>{value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</>
  ) : null;
};

/** The linked member's name, to their page (docs/product.md: /member/{id}/edit). */
const MemberColumn = () => {
  const row = useRecordContext<StudentResult>();
  const translate = useTranslate();
  if (!row) return null;
  const member = row.member ?? (row.member_id ? { id: row.member_id } : null);
  if (!member) return null;
  return (
    <Link component={RouterLink} to={`/member/${member.id}/edit`}>
      {memberName(member as Parameters<typeof memberName>[0]) || translate('app.result.member')}
    </Link>
  );
};

const Approved = () => {
  const record = useRecordContext<StudentResult>();
  const translate = useTranslate();
  if (!record) return null;
  return record.status ? (
    <Chip size="small" color="success" label={translate('app.result.approved')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.result.pending')} />
  );
};

/** The photo, or, where there is no consent to publish it (docs/privacy.md), a sign saying so. */
const Photo = ({ row }: { row: StudentResult }) => {
  const translate = useTranslate();
  if (!row.photo_withheld)
    return <ThumbnailButton src={row.image ?? row.photo} thumb={row.thumb} title={row.name} />;
  const why = translate('app.result.photo_withheld');
  return (
    <Tooltip title={why}>
      <NoPhotographyIcon color="disabled" aria-label={why} />
    </Tooltip>
  );
};

const Approve = () => {
  const record = useRecordContext<StudentResult>();
  return (
    <ActionButton
      resource="result_students"
      action="approve"
      data={(row) => ({ result_id: row.id })}
      label="app.result.approve"
      question="app.confirm.make_live"
      icon={<CheckCircleIcon />}
      disabled={!!record?.status}
    />
  );
};

/**
 * /result/{id}/students: the year's student results with photos (a click opens
 * one large), rank per education level, search, the education filter, add and
 * edit in one dialog, approve (one way) and delete.
 */
export const ResultStudents = () => (
  <NestedList
    resource="result_students"
    parent="result"
    parentField="segment_id"
    title="app.result.students_title"
    filters={() => (
      <LookupSelect
        source="educationSelected"
        lookup="education"
        label="resources.result_students.fields.eduction_id"
        fullWidth
      />
    )}
    actions={(id) => (
      <AddInDialogButton
        label="app.common.add"
        defaultValues={{ result_segment_id: Number(id), education_id: 1 }}
      >
        <StudentResultInputs />
      </AddInDialogButton>
    )}
  >
    <DataTable<StudentResult>
      bulkActionButtons={false}
      rowClick={false}
      empty={<NoData />}
      // Nine columns: narrower gutters keep them on a laptop's screen.
      sx={{ '& td, & th': { px: 1 } }}
    >
      <DataTable.Col
        source="image"
        disableSort
        render={(row) => <Photo row={row as StudentResult} />}
      />
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col source="eduction.name" label="resources.result_students.fields.eduction_id" />
      <DataTable.Col source="percentage" align="right">
        <Percentage />
      </DataTable.Col>
      <DataTable.NumberCol source="rank" />
      <DataTable.Col source="city" render={(row) => <span translate="no">{row.city}</span>} />
      <DataTable.Col source="member_id" disableSort>
        <MemberColumn />
      </DataTable.Col>
      <DataTable.Col source="status">
        <Approved />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton initial={studentFormValues}>
          <StudentResultInputs />
        </EditInDialogButton>
        <Approve />
        <DeleteRowButton />
      </DataTable.Col>
    </DataTable>
  </NestedList>
);

export default ResultStudents;
