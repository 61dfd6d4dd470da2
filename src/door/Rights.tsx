import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { fullName } from '../../shared/names';
import { DOOR_RIGHT_KINDS } from '../../shared/rights';
import type { RightRow } from '../../shared/contract/rights';
import { call, type Answer } from './api';
import { DoorDialog } from './DoorDialog';
import { DoorSelect, DoorText } from './inputs';
import { useDoorText } from './text';
import type { Family } from './types';
import type { ServerText } from '../providers/translateServerText';

/** A request under the member's rights: for themself or a child, what is asked, a nominee. */
function RightDialog({
  family,
  onClose,
  onDone,
}: {
  family: Family;
  onClose: () => void;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t } = useDoorText();
  // One's own rights, and a child's as its parent: the members whose choices one makes.
  const mine = family.members.filter((m) => m.may_consent);
  const [form, setForm] = useState({
    member_id: String(mine[0]?.id ?? ''),
    kind: '',
    details: '',
    nominee_name: '',
    nominee_mobile: '',
    nominee_relation: '',
  });
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  return (
    <DoorDialog
      title={t('app.door.rights.door.ask')}
      onClose={onClose}
      onSubmit={() =>
        call<ServerText>('POST', 'requests', { ...form, member_id: Number(form.member_id) })
      }
      onDone={onDone}
    >
      {(error) => (
        <>
          <DoorSelect
            field="member_id"
            label={t('app.door.rights.door.for')}
            value={form.member_id}
            onChange={set('member_id')}
            error={error}
            options={mine.map((m) => ({
              value: String(m.id),
              label: fullName(m.first_name, m.last_name),
            }))}
          />
          <DoorSelect
            field="kind"
            label={t('app.door.rights.fields.kind')}
            value={form.kind}
            onChange={set('kind')}
            error={error}
            options={DOOR_RIGHT_KINDS.map((kind) => ({
              value: kind,
              label: t(`app.door.rights.kinds.${kind}`),
            }))}
          />
          <DoorText
            field="details"
            label={t('app.door.rights.fields.details')}
            value={form.details}
            onChange={set('details')}
            error={error}
          />
          {form.kind === 'nomination' && (
            <>
              <DoorText
                field="nominee_name"
                label={t('app.door.rights.fields.nominee_name')}
                value={form.nominee_name}
                onChange={set('nominee_name')}
                error={error}
              />
              <DoorText
                field="nominee_mobile"
                type="tel"
                label={t('app.door.rights.fields.nominee_mobile')}
                value={form.nominee_mobile}
                onChange={set('nominee_mobile')}
                error={error}
              />
              <DoorText
                field="nominee_relation"
                label={t('app.door.rights.fields.nominee_relation')}
                value={form.nominee_relation}
                onChange={set('nominee_relation')}
                error={error}
              />
            </>
          )}
        </>
      )}
    </DoorDialog>
  );
}

/**
 * "Your rights" at the member page (docs/privacy.md "Rights"): the family's requests
 * with their due day and outcome, and a new one for oneself or a child.
 */
export function Rights({
  family,
  onDone,
}: {
  family: Family;
  onDone: (text: ServerText) => void | Promise<void>;
}) {
  const { t, date } = useDoorText();
  const [rights, setRights] = useState<RightRow[] | null>(null);
  const [asking, setAsking] = useState(false);
  const load = useCallback(
    () => call<Answer<RightRow[]>>('GET', 'requests').then((answer) => setRights(answer.data)),
    [],
  );
  useEffect(() => void load(), [load]);
  return (
    <section aria-labelledby="door-rights">
      <Typography id="door-rights" variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('app.door.rights.door.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.door.rights.door.intro')}
      </Typography>
      {rights && rights.length === 0 && (
        <Typography color="text.secondary">{t('app.door.rights.door.none')}</Typography>
      )}
      {rights && rights.length > 0 && (
        <List dense>
          {rights.map((right) => (
            <ListItem key={right.id} divider sx={{ px: 0 }}>
              <ListItemText
                primary={`${t(`app.door.rights.kinds.${right.kind}`)} · ${right.name}`}
                secondary={
                  right.status === 'open'
                    ? t('app.door.rights.door.due', { date: date(right.due_on) })
                    : right.outcome
                }
              />
              <Chip size="small" label={t(`app.door.rights.statuses.${right.status}`)} />
            </ListItem>
          ))}
        </List>
      )}
      {family.members.some((m) => m.may_consent) && (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {t('app.door.rights.door.ask')}
        </Button>
      )}
      {asking && (
        <RightDialog
          family={family}
          onClose={() => setAsking(false)}
          onDone={async (text) => {
            setAsking(false);
            await load();
            await onDone(text);
          }}
        />
      )}
    </section>
  );
}
