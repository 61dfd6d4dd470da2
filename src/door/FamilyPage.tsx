import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call, type Answer } from './api';
import { ThemeProvider } from '@mui/material/styles';
import { DoorFrame, DoorProgress } from './DoorFrame';
import { doorTheme } from './theme';
import { useDoorText } from './text';
import { MemberCard } from './MemberCard';
import { NewMemberDialog } from './NewMemberDialog';
import { Requests } from './Requests';
import { Rights } from './Rights';
import type { Choices, Family } from './types';
import type { ServerText } from '../providers/translateServerText';

/**
 * The signed-in member's family (docs/member-door.md "What a member sees"): each
 * member's details with what waits for the office, the changes sent and their
 * outcome, "everything is correct", a new family member, signing out.
 */
export default function FamilyPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, say, date } = useDoorText();
  const [family, setFamily] = useState<Family | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: ServerText } | null>(
    null,
  );
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    const answer = await call<Answer<Family>>('GET', 'family');
    setFamily(answer.data);
  }, []);
  useEffect(() => {
    void call<Answer<Family>>('GET', 'family').then((answer) => setFamily(answer.data));
    void call<Answer<Choices>>('GET', 'choices').then((answer) => setChoices(answer.data));
  }, []);

  const done = async (text: ServerText) => {
    setNotice({ severity: 'success', text });
    await load();
  };
  const signOut = async () => {
    await call('POST', 'sign-out');
    onSignedOut();
  };
  const confirm = async () => {
    try {
      await done(await call('POST', 'verified'));
    } catch (error) {
      setNotice({ severity: 'error', text: (error as { text: ServerText }).text });
    }
  };

  const actions = (
    <button type="button" className="door-button" onClick={() => void signOut()}>
      {t('app.door.sign_out')}
    </button>
  );
  if (!family || !choices)
    return (
      <DoorFrame actions={actions}>
        <DoorProgress />
      </DoorFrame>
    );
  return (
    <ThemeProvider theme={doorTheme}>
      <DoorFrame actions={actions}>
        <Stack spacing={2}>
          {notice && (
            <Alert severity={notice.severity} onClose={() => setNotice(null)}>
              {say(notice.text)}
            </Alert>
          )}
          {!family.may_propose && <Alert severity="info">{t('app.door.minor')}</Alert>}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1 }} color="text.secondary">
              {family.verified_on
                ? t('app.door.verified_on', { date: date(family.verified_on) })
                : t('app.door.never_verified')}
            </Typography>
            {family.may_propose && (
              <>
                <Button variant="contained" onClick={() => void confirm()}>
                  {t('app.door.all_correct')}
                </Button>
                <Button variant="outlined" onClick={() => setAdding(true)}>
                  {t('app.door.add_member')}
                </Button>
              </>
            )}
          </Stack>
          {family.members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              family={family}
              choices={choices}
              onDone={done}
            />
          ))}
          <Requests requests={family.requests} choices={choices} />
          <Rights family={family} onDone={done} />
        </Stack>
        <Snackbar
          open={!!notice}
          onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
          autoHideDuration={8000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          {notice ? (
            <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
              {say(notice.text)}
            </Alert>
          ) : undefined}
        </Snackbar>
        {adding && (
          <NewMemberDialog
            family={family}
            choices={choices}
            onClose={() => setAdding(false)}
            onDone={async (text) => {
              setAdding(false);
              await done(text);
            }}
          />
        )}
      </DoorFrame>
    </ThemeProvider>
  );
}
