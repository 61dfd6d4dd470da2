import { format, formatISO, isValid, parseISO } from 'date-fns';
import { TextInput, useTranslate } from 'react-admin';
import { useFormats } from '../hooks/useFormats';
import { DURATION } from '../../../shared/rules';
import { requiredText } from './validators';

/**
 * Programs and events (docs/product.md §3): a start date-time and a duration in minutes,
 * shown in the administrator's language and time zone with date-fns.
 */

/** A start as the API answers it: ISO 8601 (ours, UTC) or "YYYY-MM-DD HH:mm" (read as local). */
export const parseStart = (value: unknown) => {
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value.replace(' ', 'T'));
  return isValid(date) ? date : null;
};

/** "23 Nov 2026, 6:30 pm" in English, "23 નવે, 2026, સાંજે 6:30" in Gujarati. */
export const useStartFormat = () => {
  const { dateTime } = useFormats();
  return (value: unknown) => {
    const date = parseStart(value);
    return date ? dateTime(date) : '';
  };
};

/** "90 min (1 h 30 min)": minutes as typed, and as hours and minutes when an hour or more. */
export const useDurationText = () => {
  const translate = useTranslate();
  return (minutes: unknown) => {
    const n = Number(minutes);
    if (!Number.isFinite(n)) return '';
    const total = translate('app.schedule.minutes', { smart_count: n });
    if (n < 60) return total;
    const hours = Math.floor(n / 60);
    const rest = n % 60;
    const split = rest
      ? translate('app.schedule.hours_minutes', { hours, minutes: rest })
      : translate('app.schedule.hours', { smart_count: hours });
    return `${total} (${split})`;
  };
};

/** The input's local "YYYY-MM-DDTHH:mm" from the API's start. */
const toLocalInput = (value: unknown) => {
  const date = parseStart(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
};
/** The API's start from the input: the local time with its offset ("2026-12-05T09:30:00+05:30"). */
const fromLocalInput = (value: string) => {
  if (!value) return '';
  const date = new Date(value);
  return isValid(date) ? formatISO(date) : value;
};

const wholeMinutes = (value: unknown) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const n = Number(text);
  return /^\d+$/.test(text) && n >= DURATION.min && n <= DURATION.max
    ? undefined
    : { message: 'app.schedule.duration_range', args: DURATION };
};

/**
 * The fields of a program or an event: name, start (a date-time picker in local
 * time, sent with its offset) and duration in minutes; all required (docs/product.md §5).
 */
export const ScheduleInputs = ({ start }: { start: 'date' | 'start_date' }) => (
  <>
    <TextInput source="name" validate={[requiredText]} autoFocus fullWidth />
    <TextInput
      source={start}
      type="datetime-local"
      label="app.schedule.start"
      validate={[requiredText]}
      format={toLocalInput}
      parse={fromLocalInput}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
    <TextInput
      source="time"
      label="app.schedule.duration"
      validate={[requiredText, wholeMinutes]}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  </>
);
