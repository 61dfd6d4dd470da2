import { DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { getMember } from './memberApi';

/**
 * In the Remove confirmation: what else the member is part of (committee seats,
 * donations, the admin role, businesses, job applications), read when it opens.
 * A backend that does not say (the original one) shows nothing.
 */
export const MemberTies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['members', 'ties', record?.id],
    queryFn: () => getMember(dataProvider, record!.id),
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
    ...(ties.job_applications
      ? [translate('app.member.ties.jobs', { smart_count: ties.job_applications })]
      : []),
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
