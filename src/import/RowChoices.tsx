import { Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../common/hooks/useAction';
import { useImport } from './ImportContext';
import type { ImportRow, RowChoices } from './types';

/**
 * Previews again with one row's choice changed (docs/import.md, "Families" and
 * "Values"), keeping the columns and places the import was last previewed with.
 */
function useChangeRowChoices() {
  // The rows reload once it settles (useAction), and the import's counts with them.
  const preview = useAction('imports', 'preview');
  const { state, reload } = useImport();
  const open = state.status === 'previewed' && !preview.isPending;
  const change = (next: (choices: RowChoices) => RowChoices) =>
    preview.mutate(
      {
        id: state.id,
        data: {
          mapping: state.mapping,
          places: state.places,
          row_choices: next(state.row_choices),
        },
      },
      { onSettled: reload },
    );
  return { open, change };
}

/**
 * A row the blank-row reading joined to the head above it: start a family of its
 * own there (with the rows under it), or join the family above again.
 */
export const SplitButton = ({ row }: { row: ImportRow }) => {
  const translate = useTranslate();
  const { open, change } = useChangeRowChoices();
  if (!row.split || row.status !== 'pending') return null;
  const split = row.split === 'can';
  return (
    <Button
      size="small"
      disabled={!open}
      sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
      aria-label={`${translate(split ? 'app.import.split' : 'app.import.unsplit')}: ${translate('app.import.line')} ${row.line}`}
      onClick={() =>
        change((choices) => ({
          ...choices,
          splits: split
            ? [...choices.splits, row.line]
            : choices.splits.filter((line) => line !== row.line),
        }))
      }
    >
      {translate(split ? 'app.import.split' : 'app.import.unsplit')}
    </Button>
  );
};

/** The gender of a row whose sheet and relation say none, asked of the administrator. */
export const SexChoice = ({ row }: { row: ImportRow }) => {
  const translate = useTranslate();
  const { open, change } = useChangeRowChoices();
  const { state } = useImport();
  // A row left out whatever its gender (its problems, a member already here) is not asked.
  const leftOut = ['skipped', 'needs_mobile', 'in_directory'].includes(row.outcome);
  if (!row.sex_choice || row.status !== 'pending' || leftOut) return null;
  const given = state.row_choices.sexes[String(row.line)] ?? null;
  return (
    <Typography component="div" variant="caption" sx={{ mt: 0.5 }}>
      {translate('app.import.sex_ask')}{' '}
      <ToggleButtonGroup
        size="small"
        exclusive
        disabled={!open}
        value={given}
        aria-label={`${translate('app.import.sex_ask')} ${translate('app.import.line')} ${row.line}`}
        onChange={(_, sex: 'male' | 'female' | null) =>
          change((choices) => {
            const sexes = { ...choices.sexes };
            if (sex) sexes[String(row.line)] = sex;
            else delete sexes[String(row.line)];
            return { ...choices, sexes };
          })
        }
      >
        <ToggleButton value="male" sx={{ py: 0, px: 1 }}>
          {translate('app.member.male')}
        </ToggleButton>
        <ToggleButton value="female" sx={{ py: 0, px: 1 }}>
          {translate('app.member.female')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Typography>
  );
};
