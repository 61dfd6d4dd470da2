import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  useGetOne,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { FormDialog } from '../common/dialogs/FormDialog';
import { useFormats } from '../common/hooks/useFormats';
import { useMayWrite } from '../common/hooks/useMayWrite';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { requiredText } from '../common/inputs/validators';
import { Section } from '../common/page/Section';
import type { FamilyMember } from '../member/types';
import { EndMarriageDialog } from './EndMarriageDialog';
import { KinLine, KinName, useVillage } from './KinPeople';
import { MarriageDialog } from './MarriageDialog';
import type { AppKin, KinPerson, KinSpouse } from './types';

type Dialog = 'parents' | 'marriage' | 'death' | { end: KinSpouse } | null;

const asPick = (p: KinPerson | null) =>
  p ? { id: p.id, first_name: p.name, last_name: null, mobile_no: '' } : null;

const SpouseLine = ({ spouse, onEnd }: { spouse: KinSpouse; onEnd?: () => void }) => {
  const translate = useTranslate();
  const { date } = useFormats();
  const note = [
    spouse.married_on ? translate('app.kin.married', { date: date(spouse.married_on) }) : null,
    spouse.current
      ? null
      : translate(`app.kin.ended.${spouse.ended_by ?? 'separation'}`) +
        (spouse.ended_on ? ` ${date(spouse.ended_on)}` : ''),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack
      direction="row"
      component="li"
      sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}
    >
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {translate(spouse.current ? 'app.kin.spouse' : 'app.kin.former_spouse')}:
      </Typography>
      <KinName person={spouse} note={note || undefined} />
      {spouse.current && onEnd && (
        <Button size="small" onClick={onEnd}>
          {translate('app.kin.end_marriage')}
        </Button>
      )}
    </Stack>
  );
};

/**
 * The member form's Family ties section (docs/families.md): parents, spouses,
 * children, siblings and the household's children living in other households
 * (married daughters, with their husband and village), with "Record a marriage",
 * "Set parents", "Passed away" and the family tree. Our server only: nothing shows
 * where the backend has no such record.
 */
export const KinSection = () => {
  const member = useRecordContext<{
    id: number;
    first_name?: string | null;
    last_name?: string | null;
    is_head?: boolean;
    family?: FamilyMember[];
  }>();
  const translate = useTranslate();
  const { date } = useFormats();
  const village = useVillage();
  const refresh = useRefresh();
  const mayWrite = useMayWrite('members', 'edit');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdate();
  const { data: kin } = useGetOne<AppKin>(
    'member-kin',
    { id: member?.id ?? 0 },
    { enabled: !!member?.id, retry: false, meta: { quiet: true } },
  );
  if (!member?.id || !kin) return null;
  const close = () => setDialog(null);
  const self = { id: kin.id, name: kin.name };
  const parents = [kin.father, kin.mother].filter((p): p is KinPerson => !!p);
  const empty =
    !parents.length && !kin.spouses.length && !kin.children.length && !kin.siblings.length;
  return (
    <Section title="app.kin.title">
      {kin.died_on && (
        <Typography sx={{ mb: 1 }} color="text.secondary">
          † {translate('app.kin.passed_away_on', { date: date(kin.died_on) })}
        </Typography>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.kin.none')}
        </Typography>
      )}
      <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none', '& > li': { mb: 0.5 } }}>
        <KinLine label="app.kin.father" people={kin.father ? [kin.father] : []} />
        <KinLine label="app.kin.mother" people={kin.mother ? [kin.mother] : []} />
        {kin.spouses.map((s) => (
          <SpouseLine
            key={s.marriage_id}
            spouse={s}
            onEnd={mayWrite ? () => setDialog({ end: s }) : undefined}
          />
        ))}
        <KinLine label="app.kin.children" people={kin.children} />
        <KinLine label="app.kin.siblings" people={kin.siblings} />
      </Box>
      {kin.away.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>{translate('app.kin.away')}</Typography>
          <Box component="ul" sx={{ mt: 0.5 }} aria-label={translate('app.kin.away')}>
            {kin.away.map((a) => (
              <li key={a.id}>
                <KinName
                  person={{ ...a, elsewhere: false }}
                  note={translate(a.spouse ? 'app.kin.away_line' : 'app.kin.away_line_alone', {
                    parent: a.parent,
                    spouse: a.spouse ?? '',
                    village:
                      village({ village: a.spouse_village, village_gu: a.spouse_village_gu }) ||
                      '—',
                  })}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          component={RouterLink}
          to={`/member/${kin.id}/tree`}
          startIcon={<AccountTreeIcon />}
        >
          {translate('app.kin.tree')}
        </Button>
        {mayWrite && !kin.died_on && (
          <Button startIcon={<FavoriteIcon />} onClick={() => setDialog('marriage')}>
            {translate('app.kin.record_marriage')}
          </Button>
        )}
        {mayWrite && (
          <Button startIcon={<FamilyIcon />} onClick={() => setDialog('parents')}>
            {translate('app.kin.set_parents')}
          </Button>
        )}
        {mayWrite && !kin.died_on && (
          <Button color="inherit" onClick={() => setDialog('death')}>
            {translate('app.kin.mark_passed_away')}
          </Button>
        )}
        {mayWrite && kin.died_on && (
          <ConfirmButton
            label="app.kin.undo_passed_away"
            question="app.kin.undo_question"
            subject={kin.name}
            onConfirm={async () => {
              await update(
                'member-death',
                { id: kin.id, data: { died_on: null }, previousData: { id: kin.id } },
                { mutationMode: 'pessimistic', returnPromise: true },
              );
              refresh();
            }}
          />
        )}
      </Stack>
      {dialog === 'marriage' && (
        <MarriageDialog
          open
          onClose={close}
          member={{ id: kin.id, name: kin.name, is_head: member.is_head, family: member.family }}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && (
        <EndMarriageDialog open onClose={close} member={self} spouse={dialog.end} />
      )}
      <div onSubmit={(event) => event.stopPropagation()}>
        <FormDialog
          open={dialog === 'parents'}
          onClose={close}
          resource="member-kin"
          record={{ id: kin.id }}
          history={false}
          title={translate('app.kin.set_parents')}
          initial={() => ({ father_id: kin.father?.id ?? null, mother_id: kin.mother?.id ?? null })}
          transform={(v) => ({ father_id: v.father_id || null, mother_id: v.mother_id || null })}
        >
          <MemberPicker source="father_id" label="app.kin.father" initial={asPick(kin.father)} />
          <MemberPicker source="mother_id" label="app.kin.mother" initial={asPick(kin.mother)} />
        </FormDialog>
        <FormDialog
          open={dialog === 'death'}
          onClose={close}
          resource="member-death"
          record={{ id: kin.id }}
          history={false}
          title={translate('app.kin.mark_passed_away')}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.kin.passed_away_help')}
          </Typography>
          <DateInput source="died_on" label="app.kin.died_on" validate={requiredText} />
        </FormDialog>
      </div>
    </Section>
  );
};
