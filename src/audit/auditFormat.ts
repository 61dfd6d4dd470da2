import { useMemo } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { AUDIT_FIELDS, LIVE_RESOURCES, isAuditField, type AuditResource } from '../../shared/audit';
import { BUSINESS_TYPES, GENDERS } from '../../shared/rules';
import { fieldLabel } from '../common/format/fieldLabel';
import { useFormats } from '../common/hooks/useFormats';

type Formats = ReturnType<typeof useFormats>;

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
const truthy = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** The words of a member filter's name (the members list's own labels). */
const filterLabel = (translate: TranslateFunction, key: string) =>
  isAuditField(key)
    ? fieldLabel(translate, 'app.audit.fields', key)
    : translate(`resources.members.fields.${key}`, { _: key });

/**
 * Reads a recorded value as a person would: yes/no, live/off or shown/hidden by
 * the area, dates in the reader's language, durations, a photo as "replaced",
 * lists as lists, filters as "Gender: Female; District: Surat". Never JSON.
 */
export function formatAuditValue(
  translate: TranslateFunction,
  formats: Formats,
  resource: string,
  field: string,
  value: unknown,
  side: 'before' | 'after' = 'after',
  other?: unknown,
): string {
  const empty = translate('app.audit.values.empty');
  const kind = isAuditField(field) ? AUDIT_FIELDS[field] : 'text';
  const words = (key: string) => translate(`app.audit.values.${key}`);
  if (kind === 'file') {
    // Both sides say what happened to the file, whichever side is read.
    const was = side === 'before' ? value : other;
    const is = side === 'before' ? other : value;
    if (isBlank(was) && !isBlank(is)) return side === 'after' ? words('file_added') : empty;
    if (!isBlank(was) && isBlank(is)) return side === 'after' ? words('file_removed') : empty;
    return side === 'after' ? words('file_replaced') : empty;
  }
  if (isBlank(value)) return empty;
  switch (kind) {
    case 'yes_no':
      return words(truthy(value) ? 'yes' : 'no');
    case 'status':
      if (resource === 'student_results') return words(truthy(value) ? 'approved' : 'not_approved');
      if (LIVE_RESOURCES.includes(resource as AuditResource))
        return words(truthy(value) ? 'live' : 'off');
      return words(truthy(value) ? 'shown' : 'hidden');
    case 'date':
    case 'datetime': {
      const time = Date.parse(String(value));
      if (Number.isNaN(time)) return String(value);
      return kind === 'date' ? formats.date(time) : formats.dateTime(time);
    }
    case 'minutes':
      return Number.isFinite(Number(value))
        ? translate('app.audit.values.minutes', { smart_count: Number(value) })
        : String(value);
    case 'role':
      return translate(`app.audit.values.role_${String(value)}`, { _: String(value) });
    case 'count':
      return typeof value === 'number' ? formats.number(value) : String(value);
    case 'sex':
      return listOf(value)
        .map((v) => {
          const gender = GENDERS.find((g) => String(g.id) === String(v));
          return gender ? translate(`app.member.${gender.key}`) : String(v);
        })
        .join(', ');
    case 'business_type':
      return listOf(value)
        .map((v) => {
          const type = BUSINESS_TYPES.find((t) => String(t.id) === String(v));
          return type ? translate(`app.member.business_type.${type.key}`) : String(v);
        })
        .join(', ');
    case 'settings': {
      const settings = value as { isMobile?: unknown; isAddress?: unknown };
      if (typeof settings !== 'object') return String(value);
      return [
        words(truthy(settings.isMobile) ? 'mobile_shown' : 'mobile_hidden'),
        words(truthy(settings.isAddress) ? 'address_shown' : 'address_hidden'),
      ].join(', ');
    }
    case 'filters': {
      const entries = Object.entries(value as Record<string, unknown>).filter(
        ([, v]) => !isBlank(v),
      );
      if (!entries.length) return words('all');
      return entries
        .map(
          ([key, v]) =>
            `${filterLabel(translate, key)}: ${formatAuditValue(translate, formats, 'members', filterField(key), v)}`,
        )
        .join('; ');
    }
    default:
      return listOf(value).map(plain).join(', ');
  }
}

/** The member field a filter reads like (genderSelected reads as a gender). */
const FILTER_FIELDS: Record<string, string> = {
  genderSelected: 'sex',
  businessTypeSelected: 'business_type',
};
const filterField = (key: string) =>
  Object.hasOwn(FILTER_FIELDS, key) ? FILTER_FIELDS[key]! : key;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const plain = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Object.values(value as Record<string, unknown>)
        .filter((v) => !isBlank(v))
        .map(plain)
        .join(' ')
    : String(value);

/** The audit screen's words: areas, fields and values in the reader's language. */
export function useAuditFormat() {
  const translate = useTranslate();
  const formats = useFormats();
  return useMemo(
    () => ({
      area: (resource: string) => translate(`app.audit.areas.${resource}`, { _: resource }),
      field: (field: string) =>
        isAuditField(field) ? fieldLabel(translate, 'app.audit.fields', field) : field,
      value: (
        resource: string,
        field: string,
        value: unknown,
        side?: 'before' | 'after',
        other?: unknown,
      ) => formatAuditValue(translate, formats, resource, field, value, side, other),
    }),
    [translate, formats],
  );
}
