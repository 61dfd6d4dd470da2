import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRIVACY_CONSENT_NAMES, type PrivacyConsent } from '../../shared/consent';
import { call, DoorError } from './api';
import { useDoorText } from './text';
import type { FamilyMember } from './types';
import type { ServerText } from '../providers/translateServerText';

/**
 * A member's choices beyond messages (docs/privacy.md "Consent per purpose"): listed in
 * the book, greetings. One tap gives or withdraws, at once; shown to the member
 * themself, and for a child to an adult of the family.
 */
export function ConsentSwitches({
  member,
  onDone,
}: {
  member: FamilyMember;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t } = useDoorText();
  const [busy, setBusy] = useState(false);
  const change = async (purpose: PrivacyConsent, on: boolean) => {
    setBusy(true);
    try {
      await onDone(
        await call<ServerText>('POST', 'consents', {
          member_id: member.id,
          purpose,
          state: on ? 'in' : 'out',
        }),
      );
    } catch (error) {
      if (!(error instanceof DoorError)) throw error;
      await onDone(error.text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('app.door.choices')}
      </Typography>
      {/* A parent's consent is asked for a child only (docs/privacy.md "Children"). */}
      {PRIVACY_CONSENT_NAMES.filter((purpose) => purpose !== 'guardian' || member.minor).map(
        (purpose) => (
          <FormControlLabel
            key={purpose}
            sx={{ display: 'flex' }}
            control={
              <Switch
                checked={member.consents[purpose] === 'in'}
                disabled={busy}
                onChange={(event) => void change(purpose, event.target.checked)}
              />
            }
            label={t(`app.door.consents.${purpose}`)}
          />
        ),
      )}
    </>
  );
}
