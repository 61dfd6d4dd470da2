import { fullName } from '../../shared/names';
import { DOOR_FIELDS, type DoorField } from '../../shared/door';
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call, DoorError } from './api';
import { useDoorText } from './text';
import { fieldText } from './fieldText';
import { EditMemberDialog } from './EditMemberDialog';
import { PassedAwayDialog } from './PassedAwayDialog';
import { ConsentSwitches } from './ConsentSwitches';
import type { Choices, Family, FamilyMember } from './types';
import type { ServerText } from '../providers/translateServerText';

/** The door's fields under the name line (shared/door.ts): the name, relation, head and photo are above. */
const ABOVE: readonly DoorField[] = ['first_name', 'last_name', 'relation_id', 'is_head', 'photo'];
const SHOWN = DOOR_FIELDS.filter((field) => !ABOVE.includes(field));

/** One family member: their details, what waits for the office, and what may be proposed. */
export function MemberCard({
  member,
  family,
  choices,
  onDone,
}: {
  member: FamilyMember;
  family: Family;
  choices: Choices;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const text = useDoorText();
  const { t, say } = text;
  const [dialog, setDialog] = useState<'edit' | 'passed' | null>(null);
  const [photoError, setPhotoError] = useState<ServerText | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const name = fullName(member.first_name, member.last_name);
  const close = () => setDialog(null);
  const finish = async (answer: ServerText) => {
    setDialog(null);
    await onDone(answer);
  };
  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    setPhotoError(null);
    const form = new FormData();
    form.append('member_id', String(member.id));
    form.append('photo', chosen);
    try {
      await onDone(await call<ServerText>('POST', 'photo', form));
    } catch (error) {
      if (!(error instanceof DoorError)) throw error;
      setPhotoError(error.fields.photo ?? error.text);
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  const mayPropose = family.may_propose && !member.died_on;
  return (
    <Card variant="outlined" component="section" aria-label={name}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={member.photo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" translate="no">
              {name}
            </Typography>
            <Typography color="text.secondary">
              {member.relation}
              {member.is_head ? ` · ${t('app.door.head')}` : ''}
            </Typography>
          </Box>
        </Stack>
        {member.pending.length > 0 && (
          <Chip
            color="warning"
            size="small"
            sx={{ mb: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            label={t('app.door.waiting', {
              fields: member.pending.map((f) => t(`app.door.fields.${f}`)).join(', '),
            })}
          />
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            gap: { xs: 0, sm: 0.5 },
          }}
        >
          {SHOWN.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ mt: { xs: 1, sm: 0 } }}
              >
                {t(`app.door.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0 }} translate="no">
                {fieldText(member, field, text)}
              </Typography>
            </Box>
          ))}
        </Box>
        {member.may_consent && !member.died_on && (
          <ConsentSwitches member={member} onDone={onDone} />
        )}
        {photoError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {say(photoError)}
          </Alert>
        )}
      </CardContent>
      {mayPropose && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setDialog('edit')} aria-label={`${t('app.door.edit')}: ${name}`}>
            {t('app.door.edit')}
          </Button>
          <Button component="label" aria-label={`${t('app.door.new_photo')}: ${name}`}>
            {t('app.door.new_photo')}
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </Button>
          {member.id !== family.me && (
            <Button color="inherit" onClick={() => setDialog('passed')}>
              {t('app.door.passed_away')}
            </Button>
          )}
        </CardActions>
      )}
      {dialog === 'edit' && (
        <EditMemberDialog
          member={member}
          family={family}
          choices={choices}
          onClose={close}
          onDone={finish}
        />
      )}
      {dialog === 'passed' && <PassedAwayDialog member={member} onClose={close} onDone={finish} />}
    </Card>
  );
}
