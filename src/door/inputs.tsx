import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FieldError } from './DoorDialog';
import { useDoorText } from './text';

interface InputProps {
  field: string;
  value: string;
  onChange: (value: string) => void;
  error: FieldError;
  disabled?: boolean;
  helper?: string;
  label?: string;
}

/** A text, number or date field of the door's forms, its server message under it. */
export function DoorText({
  field,
  value,
  onChange,
  error,
  disabled,
  helper,
  label,
  type = 'text',
}: InputProps & { type?: 'text' | 'tel' | 'date' }) {
  const { t } = useDoorText();
  return (
    <TextField
      name={field}
      label={label ?? t(`app.door.fields.${field}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type={type}
      disabled={disabled}
      error={!!error(field)}
      helperText={error(field) ?? helper}
      fullWidth
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

/** A choice from a list (a relation, a village): the phone's own picker. */
export function DoorSelect({
  field,
  value,
  onChange,
  error,
  disabled,
  helper,
  label,
  options,
}: InputProps & { options: { value: string; label: string }[] }) {
  const { t } = useDoorText();
  return (
    <TextField
      select
      name={field}
      label={label ?? t(`app.door.fields.${field}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={!!error(field)}
      helperText={error(field) ?? helper}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('app.door.none')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** A yes/no setting (show my mobile number). */
export function DoorSwitch({
  field,
  checked,
  onChange,
  disabled,
}: {
  field: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useDoorText();
  return (
    <FormControlLabel
      control={
        <Switch
          name={field}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
        />
      }
      label={t(`app.door.fields.${field}`)}
    />
  );
}
