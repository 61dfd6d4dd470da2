import { FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useMemo } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import {
  DAYS,
  MONTHS,
  birthDateProblem,
  birthYears,
  joinDate,
  NO_YEAR,
  splitDate,
  type DateParts,
} from './memberRules';

/** The form holds 'YYYY-MM-DD' when complete, or the parts chosen so far ('1990-5-'). */
const partsOf = (value: unknown) => splitDate(String(value ?? ''));
const validate = (value: unknown) => birthDateProblem(partsOf(value));

/** Date of birth from day, month and year selects (docs/product.md §3, §5). */
export const BirthDateInput = ({
  source = 'date_of_birth',
  yearUnknown = false,
}: {
  source?: string;
  /** Offers "Year not known" (our server's, docs/birthdays.md). */
  yearUnknown?: boolean;
}) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const parts = partsOf(field.value);
  const years = useMemo(() => birthYears(), []);
  const set = (key: keyof DateParts, value: number | '') => {
    const next = { ...parts, [key]: value };
    const partial = `${next.year}-${next.month}-${next.day}`;
    field.onChange(joinDate(next) || (partial === '--' ? '' : partial));
  };
  const error = fieldState.error?.message;
  const select = (key: keyof DateParts, label: string, options: number[], width: number) => (
    <FormControl size="small" sx={{ minWidth: width }} error={!!error}>
      <InputLabel id={`dob-${key}`}>{translate(label)}</InputLabel>
      <Select
        labelId={`dob-${key}`}
        label={translate(label)}
        value={parts[key]}
        disabled={field.disabled}
        onChange={(event) => {
          const value = event.target.value as number | '';
          set(key, value === '' ? '' : Number(value));
        }}
        onBlur={field.onBlur}
      >
        <MenuItem value="">—</MenuItem>
        {key === 'year' && yearUnknown && (
          <MenuItem value={NO_YEAR}>{translate('app.member.year_unknown')}</MenuItem>
        )}
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <FormControl component="fieldset" sx={{ my: 1 }} error={!!error}>
      <FormHelperText sx={{ mx: 0, mb: 1 }}>
        {translate('resources.members.fields.date_of_birth')}
      </FormHelperText>
      <Stack direction="row" spacing={1}>
        {select('day', 'app.member.day', DAYS, 80)}
        {select('month', 'app.member.month', MONTHS, 90)}
        {select('year', 'app.member.year', years, yearUnknown ? 150 : 100)}
      </Stack>
      <FormHelperText error={!!error} sx={{ mx: 0 }}>
        <InputHelperText error={error} helperText={false} />
      </FormHelperText>
    </FormControl>
  );
};
