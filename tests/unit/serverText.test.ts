import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { gu } from '../../i18n/gu';
import { renderEnglish, serverMessages, type MessageCode } from '../../shared/messages';
import { translateServerText } from '../../src/providers/serverText';

const translator = (messages: TranslationMessages, locale: string) => {
  const provider = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
  return (key: string, options?: object) => provider.translate(key, options) as string;
};
const gujarati = translator({ ...en, ...gu }, 'gu');
const english = translator(en, 'en');

describe('server messages by code', () => {
  it('reads a coded message in Gujarati, with its terms and numbers', () => {
    expect(
      translateServerText(
        gujarati,
        { message: 'Another member already has this mobile number.', code: 'mobile_taken' },
        'gu',
      ),
    ).toBe('બીજા સભ્ય પાસે આ મોબાઇલ નંબર પહેલેથી છે.');
    expect(
      translateServerText(
        gujarati,
        {
          message: 'This district is still used by 4 posts and 1,20,000 members.',
          code: 'in_use',
          params: {
            what: 'district',
            uses: [
              { term: 'post', count: 4 },
              { term: 'member', count: 120000 },
            ],
          },
        },
        'gu',
      ),
    ).toBe('આ જિલ્લો હજી 4 પોસ્ટ અને 1,20,000 સભ્યો વાપરે છે. પહેલાં તેમને ખસેડો અથવા દૂર કરો.');
    expect(
      translateServerText(
        gujarati,
        { message: 'District added.', code: 'record_added', params: { label: 'district' } },
        'gu',
      ),
    ).toBe('જિલ્લો ઉમેરાયું.');
  });

  it('reads the same message in English as the server wrote it', () => {
    const params = {
      what: 'district',
      uses: [
        { term: 'post' as const, count: 4 },
        { term: 'member' as const, count: 120000 },
      ],
    };
    const message = renderEnglish({ code: 'in_use', params });
    expect(message).toBe(
      'This district is still used by 4 posts and 1,20,000 members. Move or remove them first.',
    );
    expect(translateServerText(english, { message, code: 'in_use', params }, 'en')).toBe(message);
  });

  it('shows the message itself when a backend sends no code, or one this SPA does not know', () => {
    expect(translateServerText(gujarati, { message: 'Record saved successfully' }, 'gu')).toBe(
      'Record saved successfully',
    );
    expect(
      translateServerText(gujarati, { message: 'Something new.', code: 'brand_new_code' }, 'gu'),
    ).toBe('Something new.');
  });

  it('writes every English message without a placeholder left over', () => {
    const params = { what: 'post', label: 'village', noun: 'district', field: 'city' };
    const left = (Object.keys(serverMessages) as MessageCode[]).filter((code) =>
      /%\{(?!name|max|mb|megapixels|count|uses)/.test(renderEnglish({ code, params })),
    );
    expect(left).toEqual([]);
    expect(renderEnglish({ code: 'too_many_attempts', params: { smart_count: 1 } })).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(renderEnglish({ code: 'not_found', params: { what: 'committee_member' } })).toBe(
      'Committee member not found.',
    );
  });

  it('groups counts the Indian way, and leaves years, ids and lines as written', () => {
    expect(renderEnglish({ code: 'import_started', params: { smart_count: 125000 } })).toBe(
      'Importing 1,25,000 rows.',
    );
    expect(renderEnglish({ code: 'year_taken', params: { year: 2026 } })).toBe(
      'The year 2026 already exists.',
    );
    expect(renderEnglish({ code: 'import_mobile_shared', params: { line: 1234 } })).toMatch(
      /^Line 1234 has/,
    );
    expect(
      translateServerText(
        gujarati,
        { message: '', code: 'member_merged', params: { id: 12345 } },
        'gu',
      ),
    ).toContain('12345');
  });
});
