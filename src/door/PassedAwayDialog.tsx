import { fullName } from '../../shared/names';
import { useState } from 'react';
import { call } from './api';
import { DoorDialog } from './DoorDialog';
import { DoorText } from './inputs';
import { useDoorText } from './text';
import type { FamilyMember } from './types';
import type { ServerText } from '../providers/translateServerText';

/** A family member who has passed away: the office records it once checked. */
export function PassedAwayDialog({
  member,
  onClose,
  onDone,
}: {
  member: FamilyMember;
  onClose: () => void;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t } = useDoorText();
  const [diedOn, setDiedOn] = useState('');
  const name = fullName(member.first_name, member.last_name);
  return (
    <DoorDialog
      title={t('app.door.passed_away_title', { name })}
      onClose={onClose}
      onSubmit={() =>
        call<ServerText>('POST', 'passed-away', { member_id: member.id, died_on: diedOn })
      }
      onDone={onDone}
    >
      {(error) => (
        <DoorText field="died_on" type="date" value={diedOn} onChange={setDiedOn} error={error} />
      )}
    </DoorDialog>
  );
}
