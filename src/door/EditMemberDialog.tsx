import { fullName } from '../../shared/names';
import { useState } from 'react';
import { BLOOD_GROUPS } from '../../shared/rules';
import { call } from './api';
import { DoorDialog } from './DoorDialog';
import { DoorSelect, DoorSwitch, DoorText } from './inputs';
import { useDoorText } from './text';
import type { Choices, Family, FamilyMember } from './types';
import type { ServerText } from '../providers/translateServerText';

const TEXTS = ['first_name', 'last_name', 'mobile_no', 'date_of_birth', 'current_address'] as const;
const CHOICES = [
  'relation_id',
  'blood_group',
  'education_id',
  'business_id',
  'village_id',
] as const;
const SWITCHES = ['show_mobile', 'show_address'] as const;
type Values = Record<string, string | boolean>;

const valuesOf = (member: FamilyMember): Values => ({
  ...Object.fromEntries(
    [...TEXTS, ...CHOICES].map((field) => {
      const value = member[field];
      return [field, value === null || value === undefined ? '' : String(value)];
    }),
  ),
  show_mobile: member.show_mobile,
  show_address: member.show_address,
});

/**
 * A family member's details as the field policy allows: fields that apply at once,
 * that the office checks, that may be filled while empty, or that only the office
 * changes (shown, disabled). Only what changed is sent.
 */
export function EditMemberDialog({
  member,
  family,
  choices,
  onClose,
  onDone,
}: {
  member: FamilyMember;
  family: Family;
  choices: Choices;
  onClose: () => void;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t, locale } = useDoorText();
  const original = valuesOf(member);
  const [values, setValues] = useState<Values>(original);
  const set = (field: string) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const policy = (field: string) => family.policies[field] ?? 'view';
  const locked = (field: string) =>
    policy(field) === 'view' || (policy(field) === 'add_blank' && original[field] !== '');
  const helper = (field: string) =>
    t(`app.door.${policy(field) === 'apply' ? 'at_once' : policy(field)}`);
  const named = (list: { id: number; name: string; name_gu?: string | null }[]) =>
    list.map((item) => ({
      value: String(item.id),
      label: (locale === 'gu' && item.name_gu) || item.name,
    }));
  const options: Record<(typeof CHOICES)[number], { value: string; label: string }[]> = {
    relation_id: named(choices.relations),
    blood_group: BLOOD_GROUPS.map((group) => ({ value: group, label: group })),
    education_id: named(choices.education),
    business_id: named(choices.business_types),
    village_id: named(choices.villages),
  };

  const submit = () => {
    const changes: Record<string, string | boolean | null> = {};
    for (const [field, value] of Object.entries(values))
      if (value !== original[field] && !locked(field)) changes[field] = value === '' ? null : value;
    return call<ServerText>('POST', 'changes', { member_id: member.id, changes });
  };

  return (
    <DoorDialog
      title={`${t('app.door.edit')}: ${fullName(member.first_name, member.last_name)}`}
      onClose={onClose}
      onSubmit={submit}
      onDone={onDone}
    >
      {(error) => (
        <>
          {TEXTS.map((field) => (
            <DoorText
              key={field}
              field={field}
              value={String(values[field])}
              onChange={set(field)}
              error={error}
              disabled={locked(field)}
              helper={helper(field)}
              type={
                field === 'mobile_no'
                  ? 'tel'
                  : field === 'date_of_birth' && !String(values[field]).startsWith('--')
                    ? 'date'
                    : 'text'
              }
            />
          ))}
          {CHOICES.map((field) => (
            <DoorSelect
              key={field}
              field={field}
              value={String(values[field])}
              onChange={set(field)}
              error={error}
              disabled={locked(field)}
              helper={helper(field)}
              options={options[field]}
            />
          ))}
          {SWITCHES.map((field) => (
            <DoorSwitch
              key={field}
              field={field}
              checked={values[field] === true}
              onChange={set(field)}
              disabled={locked(field)}
            />
          ))}
        </>
      )}
    </DoorDialog>
  );
}
