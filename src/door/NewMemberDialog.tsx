import { fullName } from '../../shared/names';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { call } from './api';
import { DoorDialog } from './DoorDialog';
import { DoorSelect, DoorText } from './inputs';
import { useDoorText } from './text';
import type { Choices, Family } from './types';
import type { ServerText } from '../providers/translateServerText';

/** A newborn, or a bride or groom joining the family: the office adds them once checked. */
export function NewMemberDialog({
  family,
  choices,
  onClose,
  onDone,
}: {
  family: Family;
  choices: Choices;
  onClose: () => void;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t } = useDoorText();
  const [values, setValues] = useState<Record<string, string>>({
    first_name: '',
    last_name: '',
    relation_id: '',
    sex: '',
    date_of_birth: '',
    mobile_no: '',
    spouse_id: '',
  });
  const set = (field: string) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const living = family.members.filter((m) => !m.died_on);
  return (
    <DoorDialog
      title={t('app.door.new_member_title')}
      onClose={onClose}
      onSubmit={() => call<ServerText>('POST', 'new-member', values)}
      onDone={onDone}
    >
      {(error) => (
        <>
          <Typography color="text.secondary">{t('app.door.new_member_help')}</Typography>
          <DoorText
            field="first_name"
            value={values.first_name!}
            onChange={set('first_name')}
            error={error}
          />
          <DoorText
            field="last_name"
            value={values.last_name!}
            onChange={set('last_name')}
            error={error}
          />
          <DoorSelect
            field="relation_id"
            value={values.relation_id!}
            onChange={set('relation_id')}
            error={error}
            options={choices.relations.map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <DoorSelect
            field="sex"
            value={values.sex!}
            onChange={set('sex')}
            error={error}
            options={[
              { value: '1', label: t('app.door.male') },
              { value: '0', label: t('app.door.female') },
            ]}
          />
          <DoorText
            field="date_of_birth"
            type="date"
            value={values.date_of_birth!}
            onChange={set('date_of_birth')}
            error={error}
          />
          <DoorText
            field="mobile_no"
            type="tel"
            value={values.mobile_no!}
            onChange={set('mobile_no')}
            error={error}
          />
          <DoorSelect
            field="spouse_id"
            label={t('app.door.spouse')}
            value={values.spouse_id!}
            onChange={set('spouse_id')}
            error={error}
            options={living.map((m) => ({
              value: String(m.id),
              label: fullName(m.first_name, m.last_name),
            }))}
          />
        </>
      )}
    </DoorDialog>
  );
}
