import { DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  useDataProvider,
  useRecordContext,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { AppDataProvider } from '../resources';
import { getMemberWithTies } from './memberApi';

const counted = (translate: TranslateFunction, counts: [string, number | undefined][]) =>
  counts.filter(([, n]) => !!n).map(([key, n]) => translate(key, { smart_count: n }));

/**
 * In the Remove confirmation: everything the removal changes (server/member/ties.ts:
 * seats, roles, sign-ups, requests and records that end; businesses, results,
 * donations and jobs that stay under the person's name), read when it opens.
 * A backend that does not say (the original one) shows nothing.
 */
export const MemberTies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['members', 'ties', record?.id],
    queryFn: () => getMemberWithTies(dataProvider, record!.id),
    enabled: !!record,
  });
  const ties = data?.part_of;
  if (!ties) return null;
  const lines = [
    ...ties.committees.map((seat) =>
      translate('app.member.ties.committee', {
        name: seat.position ? `${seat.name} (${seat.position})` : seat.name,
      }),
    ),
    ...ties.donors.map((name) => translate('app.member.ties.donor', { name })),
    ...(ties.admin ? [translate('app.member.ties.admin')] : []),
    ...ties.business_partner.map((name) => translate('app.member.ties.partner', { name })),
    ...(ties.businesses ?? []).map((name) => translate('app.member.ties.business', { name })),
    ...(ties.results ?? []).map((name) => translate('app.member.ties.result', { name })),
    ...(ties.jobs_posted ?? []).map((name) => translate('app.member.ties.job_posted', { name })),
    ...(ties.volunteering ?? []).map((name) => translate('app.member.ties.volunteer', { name })),
    ...counted(translate, [
      ['app.member.ties.jobs', ties.job_applications],
      ['app.member.ties.contacts', ties.contacts],
      ['app.member.ties.notifications', ties.notifications],
      ['app.member.ties.devices', ties.devices],
      ['app.member.ties.deliveries', ties.deliveries ?? 0],
      ['app.member.ties.duplicate_pairs', ties.duplicate_pairs ?? 0],
    ]),
  ];
  if (!lines.length) return null;
  return (
    <>
      <DialogContentText sx={{ mt: 1 }}>{translate('app.member.ties.title')}</DialogContentText>
      <ul aria-label={translate('app.member.ties.title')}>
        {lines.map((line) => (
          <li key={line}>
            <DialogContentText component="span">{line}</DialogContentText>
          </li>
        ))}
      </ul>
    </>
  );
};
