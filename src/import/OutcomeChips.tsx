import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import { useImport } from './ImportContext';
import { ROW_OUTCOMES, type RowOutcome } from './types';

/** The rows by what would happen to them, with their counts: a chip per outcome filters the table. */
export const OutcomeChips = () => {
  const translate = useTranslate();
  const { number } = useFormats();
  const { state } = useImport();
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues as { outcome?: RowOutcome }).outcome;
  const choose = (outcome?: RowOutcome) => setFilters(outcome ? { outcome } : {}, {});
  return (
    <Stack
      direction="row"
      useFlexGap

      spacing={1}
      sx={{ flexWrap: 'wrap', mb: 1 }}
      role="group"
      aria-label={translate('app.import.rows')}
    >
      <Chip
        label={`${translate('app.import.all')} (${number(state.rows_total)})`}
        color={current ? 'default' : 'primary'}
        onClick={() => choose()}
      />
      {ROW_OUTCOMES.filter((o) => state.counts[o]).map((outcome) => (
        <Chip
          key={outcome}
          label={`${translate(`app.import.outcome_filters.${outcome}`)} (${number(state.counts[outcome]!)})`}
          color={current === outcome ? 'primary' : 'default'}
          variant={
            outcome === 'skipped' || outcome === 'needs_mobile' || outcome === 'possible_duplicate'
              ? 'outlined'
              : 'filled'
          }
          onClick={() => choose(outcome)}
        />
      ))}
    </Stack>
  );
};
