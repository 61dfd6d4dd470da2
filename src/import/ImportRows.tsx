import { Box, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { DataTable, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import { useImport } from './ImportContext';
import { SexChoice, SplitButton } from './RowChoices';
import type { ImportRow } from './types';
import { useRowText } from './useRowText';

/** The member as the row would save them: name, mobile, birth date, gender, place, relation. */
const MemberCell = ({ row }: { row: ImportRow }) => {
  const { date } = useFormats();
  const translate = useTranslate();
  const m = row.member;
  const place = [m.village, m.post, m.district].filter(Boolean).join(', ');
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {m.name || '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {[
          m.mobile_no,
          m.date_of_birth && date(m.date_of_birth),
          m.sex && translate(`app.member.${m.sex}`),
          m.blood_group,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {[place, m.relation].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
};

/** What would happen (or did), the duplicate finder's reasons, and the row's problems under it. */
const OutcomeCell = ({ row }: { row: ImportRow }) => {
  const translate = useTranslate();
  const text = useRowText();
  const problems = text.problems(row);
  return (
    <Box>
      <Typography variant="body2">{text.outcome(row)}</Typography>
      {row.score !== null && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('app.duplicates.score', { score: row.score })} · {text.reasons(row).join(', ')}
        </Typography>
      )}
      {problems.map((problem) => (
        <Typography key={problem} variant="caption" color="error" component="div">
          {problem}
        </Typography>
      ))}
      {text.notices(row).map((notice) => (
        <Typography key={notice} variant="caption" color="warning.dark" component="div">
          {notice}
        </Typography>
      ))}
      <SexChoice row={row} />
      <SplitButton row={row} />
      {row.status !== 'pending' && (
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={row.status === 'imported' ? 'success' : 'default'}
          label={translate(`app.import.row_statuses.${row.status}`)}
        />
      )}
    </Box>
  );
};

/** Accept or leave out a row, before the import starts; rows with problems cannot be accepted. */
const AcceptBox = ({ row }: { row: ImportRow }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { state, reload } = useImport();
  // Written before the box shows it (a head takes its family along); a refusal is
  // in the snackbar, and the rows and counts are read again either way.
  const [update, { isPending }] = useUpdate<ImportRow>();
  const open = state.status === 'previewed' && row.status === 'pending' && !isPending;
  const acceptable =
    row.outcome !== 'skipped' && row.outcome !== 'needs_mobile' && row.outcome !== 'in_directory';
  return (
    <Checkbox
      checked={row.accepted}
      disabled={!open || !acceptable}
      slotProps={{
        input: {
          'aria-label': `${translate('app.import.accept')}: ${translate('app.import.line')} ${row.line}`,
        },
      }}
      onChange={(event) =>
        update(
          'import_rows',
          { id: row.id, data: { accepted: event.target.checked }, previousData: row },
          {
            mutationMode: 'pessimistic',
            onSettled: () => {
              refresh();
              reload();
            },
          },
        )
      }
    />
  );
};

/** The import's rows, paged on the server, by line. */
export const ImportRows = () => (
  <DataTable<ImportRow> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="line" label="app.import.line" />
    <DataTable.Col
      source="member"
      label="app.import.member"
      disableSort
      render={(row) => <MemberCell row={row as ImportRow} />}
    />
    <DataTable.Col
      source="outcome"
      label="app.import.what_happens"
      disableSort
      render={(row) => <OutcomeCell row={row as ImportRow} />}
    />
    <DataTable.Col
      source="accepted"
      label="app.import.accept"
      disableSort
      render={(row) => (
        <Stack sx={{ alignItems: 'center' }}>
          <AcceptBox row={row as ImportRow} />
        </Stack>
      )}
    />
  </DataTable>
);
