import { Link, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormats } from '../common/hooks/useFormats';
import type { KinPerson } from './types';

/** "Vadnagar", or its Gujarati name on a Gujarati screen. */
export function useVillage() {
  const locale = useLocale();
  return (p: { village: string | null; village_gu: string | null }) =>
    (locale === 'gu' ? (p.village_gu ?? p.village) : p.village) ?? '';
}

/** A relative's name linking to their member page, with "lives in another household" and "passed away" marks. */
export const KinName = ({ person, note }: { person: KinPerson; note?: string }) => {
  const translate = useTranslate();
  const { date } = useFormats();
  const village = useVillage()(person);
  const marks = [
    note,
    person.elsewhere && village ? translate('app.kin.lives_in', { village }) : null,
    person.died_on ? translate('app.kin.died', { date: date(person.died_on) }) : null,
  ].filter(Boolean);
  return (
    <span>
      <Link component={RouterLink} to={`/member/${person.id}/edit`}>
        {person.name || '—'}
      </Link>
      {person.died_on ? ' †' : ''}
      {marks.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary">
          {` · ${marks.join(' · ')}`}
        </Typography>
      )}
    </span>
  );
};

/** One line of the kin section: "Father: …", "Children: a, b, c". */
export const KinLine = ({ label, people }: { label: string; people: KinPerson[] }) => {
  const translate = useTranslate();
  if (!people.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }} component="li">
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {translate(label)}:
      </Typography>
      {people.map((p, i) => (
        <span key={p.id}>
          <KinName person={p} />
          {i < people.length - 1 ? ',' : ''}
        </span>
      ))}
    </Stack>
  );
};
