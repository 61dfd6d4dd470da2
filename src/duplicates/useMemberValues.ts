import { useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import { GENDER_CHOICES } from '../member/memberRules';
import type { DuplicateMember, MergeChoice } from './types';

/** The rows of a pair's comparison: what a merge may choose, then the family (which always moves). */
export const COMPARED = [
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'blood_group',
  'education',
  'place',
  'current_address',
  'business',
  'photo',
  'family',
] as const satisfies readonly (MergeChoice | 'family')[];
export type Compared = (typeof COMPARED)[number];

/** A member's value of a compared row, as text ('' when none). */
export function useMemberValues() {
  const translate = useTranslate();
  const { date } = useFormats();
  return (member: DuplicateMember, field: Compared): string => {
    switch (field) {
      case 'date_of_birth':
        return member.date_of_birth ? date(member.date_of_birth) : '';
      case 'sex': {
        const choice = GENDER_CHOICES.find((g) => g.id === member.sex);
        return choice ? translate(choice.name) : '';
      }
      case 'photo':
        return member.photo ? '✓' : '';
      case 'family':
        return translate('app.duplicates.family', {
          head: member.family_head ?? '',
          smart_count: member.family_size,
        });
      default:
        return member[field] ?? '';
    }
  };
}
