import { fullName } from '../../../shared/names';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { LookupRow } from '../../providers/dataProvider';
import { useLookup } from '../hooks/useLookup';

/** "First Middle"; a missing name, or the text "null" some old records hold, is left out. */
export const memberName = (m?: Pick<LookupRow, 'first_name' | 'last_name'> | null) =>
  fullName(m?.first_name, m?.last_name);

const optionLabel = (m: LookupRow) => `${memberName(m)}${m.mobile_no ? ` · ${m.mobile_no}` : ''}`;

interface Props {
  source: string;
  label?: string;
  /** The member already chosen (when editing), so its name shows before any search. */
  initial?: LookupRow | null;
  validate?: Validator | Validator[];
  /** Told the whole member chosen (name and mobile), e.g. to show it in a list. */
  onPick?: (member: LookupRow | null) => void;
}

/**
 * Chooses a member by typing part of a name or mobile number: asks
 * `GET /members/search?search=` on open and as the text changes (debounced).
 */
export const MemberPicker = ({
  source,
  label = 'app.member_picker.label',
  initial,
  validate,
  onPick,
}: Props) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LookupRow | null>(initial ?? null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const { data = [], isFetching } = useLookup('memberSearch', { search }, true, keepPreviousData);
  const options = useMemo(
    () => (chosen && !data.some((m) => m.id === chosen.id) ? [chosen, ...data] : data),
    [chosen, data],
  );
  const value = field.value ? (options.find((m) => m.id === Number(field.value)) ?? chosen) : null;
  const error = fieldState.error?.message;

  return (
    <Autocomplete<LookupRow>
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, member) => {
        setChosen(member);
        field.onChange(member ? member.id : null);
        onPick?.(member);
      }}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input') setText(input);
      }}
      noOptionsText={translate('app.member_picker.none')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          placeholder={translate('app.member_picker.hint')}
          error={!!error}
          helperText={<InputHelperText error={error} />}
          onBlur={field.onBlur}
          margin="dense"
        />
      )}
    />
  );
};
