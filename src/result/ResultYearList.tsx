import ListAltIcon from '@mui/icons-material/ListAlt';
import { Chip } from '@mui/material';
import { DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { RESULT_YEARS, yearProblem } from '../../shared/rules';
import { ActionButton } from '../common/buttons/ActionButton';
import { AddInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { GoesToo } from '../common/lists/GoesToo';
import { LinkButton } from '../common/buttons/LinkButton';
import { ResourceList } from '../common/lists/ResourceList';
import { requiredText } from '../common/inputs/validators';
import { useFormats } from '../common/hooks/useFormats';
import type { ResultYear } from './types';

/** Four digits from 1950 to next year, as the server checks (a blank year sends nothing, docs/product.md §5). */
const yearInRange = (value: unknown) =>
  yearProblem(value) === 'format'
    ? { message: 'app.result.year_format', args: RESULT_YEARS() }
    : undefined;
const validateYear = [requiredText, yearInRange];

const LiveChip = () => {
  const record = useRecordContext<ResultYear>();
  const translate = useTranslate();
  if (!record) return null;
  return record.status ? (
    <Chip size="small" color="success" label={translate('app.result.live')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.result.not_live')} />
  );
};

/** "23 results, 20 approved" (our server counts them). */
const Counts = () => {
  const record = useRecordContext<ResultYear>();
  const translate = useTranslate();
  const { number } = useFormats();
  if (record?.results_count === undefined) return null;
  return (
    <>
      {translate('app.result.counts', {
        smart_count: record.results_count,
        count: number(record.results_count),
        approved: number(record.approved_count ?? 0),
      })}
    </>
  );
};

const ResultsLink = () => {
  const record = useRecordContext<ResultYear>();
  if (!record) return null;
  return (
    <LinkButton
      to={`/result/${record.id}/students`}
      label="app.result.results"
      icon={<ListAltIcon />}
    />
  );
};

const MakeLive = () => {
  const record = useRecordContext<ResultYear>();
  return (
    <ActionButton
      resource="result"
      action="publish"
      data={(row) => ({ result_segment_id: row.id })}
      label="app.result.make_live"
      question="app.confirm.make_live"
      disabled={!!record?.status}
    />
  );
};

/**
 * /result, "Result Years": each year with its live state, a link to its results,
 * 'Make it live' (one way: disabled once live), Remove, and Add year.
 */
const ResultYearList = () => (
  <ResourceList
    title="resources.result.name"
    sort={{ field: 'year', order: 'DESC' }}
    actions={
      <AddInDialogButton label="app.common.add">
        <TextInput
          source="year"
          validate={validateYear}
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </AddInDialogButton>
    }
  >
    <DataTable<ResultYear> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="year" render={(row) => <span translate="no">{row.year}</span>} />
      <DataTable.Col source="results_count" disableSort>
        <Counts />
      </DataTable.Col>
      <DataTable.Col source="status">
        <LiveChip />
      </DataTable.Col>
      <DataTable.Col label="app.result.results" disableSort>
        <ResultsLink />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <MakeLive />
        <DeleteRowButton
          verb="remove"
          details={
            <GoesToo<ResultYear>
              counts={(r) => ({ 'app.result.results_go_too': r.results_count })}
            />
          }
        />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default ResultYearList;
