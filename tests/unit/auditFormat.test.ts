import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslateFunction, type TranslationMessages } from 'react-admin';
import { fieldLabel } from '../../src/common/format/fieldLabel';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { gu } from '../../i18n/gu';
import { AUDIT_FIELDS, AUDIT_RESOURCES, AUDIT_ACTIONS } from '../../shared/audit';
import { formatAuditValue } from '../../src/audit/auditFormat';

const translator = (messages: object, locale: string): TranslateFunction =>
  polyglotI18nProvider(() => messages as TranslationMessages, locale, [], {
    allowMissing: true,
  }).translate;
const english = translator(en, 'en');
const gujarati = translator(mergeTranslations(en, gu), 'gu');
const formats = (locale: string) => {
  const number = new Intl.NumberFormat(locale);
  return {
    locale,
    number: (n: number) => number.format(n),
    money: (rupees: number) => `₹${number.format(rupees)}`,
    date: (d: Date | string | number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(d)),
    dateTime: (d: Date | string | number) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(d)),
  };
};
const inEnglish = (
  resource: string,
  field: string,
  value: unknown,
  side?: 'before' | 'after',
  other?: unknown,
) => formatAuditValue(english, formats('en-IN'), resource, field, value, side, other);
const inGujarati = (
  resource: string,
  field: string,
  value: unknown,
  side?: 'before' | 'after',
  other?: unknown,
) => formatAuditValue(gujarati, formats('gu-IN'), resource, field, value, side, other);

describe('the audit screen’s words', () => {
  it('name every area, action and field in both languages', () => {
    for (const [translate, language] of [
      [english, 'en'],
      [gujarati, 'gu'],
    ] as const) {
      for (const area of AUDIT_RESOURCES)
        expect(translate(`app.audit.areas.${area}`), `${language} ${area}`).not.toMatch(/^app\./);
      for (const action of AUDIT_ACTIONS)
        expect(translate(`app.audit.actions.${action}`), `${language} ${action}`).not.toMatch(
          /^app\./,
        );
      // A member's field takes the members' own label (src/common/format/fieldLabel.ts).
      for (const field of Object.keys(AUDIT_FIELDS))
        expect(fieldLabel(translate, 'app.audit.fields', field), `${language} ${field}`).not.toBe(
          field,
        );
    }
    expect(fieldLabel(english, 'app.audit.fields', 'mobile_no')).toBe('Mobile No.');
    expect(fieldLabel(gujarati, 'app.audit.fields', 'mobile_no')).toBe('મોબાઇલ નંબર');
    expect(gujarati('app.audit.areas.jobs')).toBe('નોકરીઓ');
  });

  it('say live/off, shown/hidden and approved by the area, never 1/0 or true/false', () => {
    expect(inEnglish('events', 'status', 0)).toBe('Off');
    expect(inEnglish('events', 'status', 1)).toBe('Live');
    expect(inEnglish('business_portals', 'status', true)).toBe('Live');
    expect(inEnglish('galleries', 'status', false)).toBe('Hidden');
    expect(inEnglish('committees', 'status', true)).toBe('Shown');
    expect(inEnglish('student_results', 'status', 1)).toBe('Approved');
    expect(inGujarati('events', 'status', 1)).toBe('લાઇવ');
    expect(inGujarati('galleries', 'status', 0)).toBe('છુપાયેલું');
    expect(inEnglish('members', 'in_foreign_land', 1)).toBe('Yes');
    expect(inGujarati('members', 'in_dpvs', false)).toBe('ના');
    expect(inEnglish('members', 'sex', 0)).toBe('Female');
    expect(inGujarati('members', 'sex', 1)).toBe('પુરુષ');
  });

  it('read lists, settings, files, durations, dates and filters as a person would', () => {
    expect(inEnglish('jobs', 'education_id', ['Graduate', 'Post graduate'])).toBe(
      'Graduate, Post graduate',
    );
    expect(inEnglish('members', 'settings', { isMobile: true, isAddress: false })).toBe(
      'mobile shown, address hidden',
    );
    expect(inEnglish('members', 'photo', 'changed', 'after', 'changed')).toBe('photo replaced');
    expect(inEnglish('members', 'photo', 'changed', 'after', null)).toBe('photo added');
    expect(inGujarati('members', 'photo', 'changed', 'after', 'changed')).toBe('ફોટો બદલ્યો');
    expect(inEnglish('events', 'time', 90)).toBe('90 minutes');
    expect(inEnglish('members', 'date_of_birth', '1990-05-17')).toBe('17 May 1990');
    expect(inEnglish('members', 'filters', { genderSelected: [0], district_id: ['Surat'] })).toBe(
      'Gender: Female; District: Surat',
    );
    expect(inEnglish('members', 'filters', {})).toBe('everyone');
    expect(inEnglish('members', 'rows', 1000)).toBe('1,000');
    expect(inGujarati('members', 'rows', 100000)).toBe('1,00,000');
    expect(inEnglish('members', 'city', null)).toBe('—');
    // Never JSON, whatever arrives.
    expect(inEnglish('notifications', 'sendings', 2)).toBe('2');
    expect(inEnglish('members', 'family', [{ name: 'Asha', relation: 'Wife' }])).toBe('Asha Wife');
  });
});
