import type { Translate } from './text';
import type { Choices, FamilyMember } from './types';

/** A member's value of a door field as a person reads it, in the page's language. */
export function fieldText(
  member: FamilyMember,
  field: string,
  { t, date, locale }: { t: Translate; date: (v: string | null) => string; locale: string },
): string {
  const none = t('app.door.none');
  switch (field) {
    case 'relation_id':
      return member.relation ?? none;
    case 'education_id':
      return member.education ?? none;
    case 'business_id':
      return member.business ?? none;
    case 'village_id':
      return (locale === 'gu' ? member.village_gu || member.village : member.village) ?? none;
    case 'date_of_birth':
      return date(member.date_of_birth);
    case 'show_mobile':
    case 'show_address':
      return t(member[field] ? 'app.door.yes' : 'app.door.no');
    default: {
      const value = member[field as keyof FamilyMember];
      return value === null || value === undefined || value === '' ? none : String(value);
    }
  }
}

/** A proposed value (as the server keeps it: text, an id) as a person reads it. */
export function proposedText(
  field: string,
  value: string | null,
  choices: Choices | null,
  { t, date, locale }: { t: Translate; date: (v: string | null) => string; locale: string },
): string {
  if (value === null) return t('app.door.none');
  const named = (list: { id: number; name: string; name_gu?: string | null }[] | undefined) => {
    const found = list?.find((item) => String(item.id) === value);
    return found ? (locale === 'gu' && found.name_gu) || found.name : value;
  };
  switch (field) {
    case 'relation_id':
      return named(choices?.relations);
    case 'education_id':
      return named(choices?.education);
    case 'business_id':
      return named(choices?.business_types);
    case 'village_id':
      return named(choices?.villages);
    case 'date_of_birth':
    case 'died_on':
      return date(value);
    case 'show_mobile':
    case 'show_address':
      return t(value === '1' ? 'app.door.yes' : 'app.door.no');
    case 'sex':
      return t(value === '1' ? 'app.door.male' : 'app.door.female');
    case 'photo':
      return t('app.door.new_photo');
    default:
      return value;
  }
}
