import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { FailureRow } from '../../shared/contract/notification';
import { BackButton } from '../common/buttons/LinkButton';
import { useFormats } from '../common/hooks/useFormats';
import { LoadingBar } from '../common/page/LoadingBar';
import { PageTitle } from '../common/page/PageTitle';
import type { AppDataProvider } from '../resources';
import type { AppNotification } from './types';
import { channelsInOrder } from './channelOrder';

/** The states a delivery passes through, in the order the table shows them. */
const STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', 'skipped'];
const PROBLEMS = ['failed', 'skipped', 'unknown'] as const;

/** Why a recipient was not reached, in words: "whatsapp:no_consent,sms:abroad" → one line. */
const useReason = () => {
  const translate = useTranslate();
  return (error: string | null) => {
    if (!error) return '';
    const word = (code: string) =>
      translate(`app.notification.reasons.${code}`, { _: code.replace(/_/g, ' ') });
    if (!error.includes(':')) return word(error);
    return error
      .split(',')
      .map((part) => {
        const [channel, reason] = part.split(':');
        return `${translate(`app.messaging.channels.${channel}`)}: ${word(reason ?? '')}`;
      })
      .join('; ');
  };
};

const CountsTable = ({
  counts,
  order,
}: {
  counts: Record<string, Record<string, number>>;
  order: string[];
}) => {
  const translate = useTranslate();
  const { number } = useFormats();
  const channels = channelsInOrder(counts, order);
  if (!channels.length) return null;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" aria-label={translate('app.notification.by_status')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.notification.channel')}</TableCell>
            {STATES.map((state) => (
              <TableCell key={state} align="right">
                {translate(`app.notification.states.${state}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {channels.map((channel) => (
            <TableRow key={channel}>
              <TableCell component="th" scope="row">
                {translate(`app.messaging.channels.${channel}`)}
              </TableCell>
              {STATES.map((state) => (
                <TableCell key={state} align="right">
                  {number(counts[channel]?.[state] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The last sending's recipients not reached: who, by which channel, why; paged on the server. */
const Failures = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reason = useReason();
  const { dateTime } = useFormats();
  const [status, setStatus] = useState<(typeof PROBLEMS)[number]>('failed');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { data, isFetching } = useQuery({
    queryKey: ['notification-failures', id, status, page, perPage],
    queryFn: async () =>
      (await dataProvider.action('notification', 'failures', {
        id,
        data: { status, page: page + 1, itemsPerPage: perPage },
      })) as { data: FailureRow[]; total: number },
  });
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.notification.not_reached')}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('app.notification.show_only')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as (typeof PROBLEMS)[number]);
              setPage(0);
            }}
          >
            {PROBLEMS.map((p) => (
              <MenuItem key={p} value={p}>
                {translate(`app.notification.states.${p}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {isFetching && <LoadingBar />}
        {data && data.total === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('app.notification.none_here')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.notification.member')}</TableCell>
                  <TableCell>{translate('app.notification.mobile')}</TableCell>
                  <TableCell>{translate('app.notification.channel')}</TableCell>
                  <TableCell>{translate('app.notification.reason')}</TableCell>
                  <TableCell>{translate('app.notification.when')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.data.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell translate="no">{row.name}</TableCell>
                    <TableCell translate="no">{row.mobile_no}</TableCell>
                    <TableCell>
                      {row.channel ? translate(`app.messaging.channels.${row.channel}`) : '—'}
                    </TableCell>
                    <TableCell>{reason(row.error)}</TableCell>
                    <TableCell>{row.at ? dateTime(row.at) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && data.total > 0 && (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /notification/{id}/show (docs/messaging.md "Following a send"): the notification,
 * its last sending's deliveries per channel and state, moving as receipts arrive,
 * and the recipients not reached with their reasons.
 */
const NotificationShow = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const { number, dateTime } = useFormats();
  const { data } = useGetOne<AppNotification & { id: number }>(
    'notification',
    { id: Number(id) },
    { refetchInterval: 3000 },
  );
  const sending = data?.last_sending;
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <PageTitle title="app.notification.show_title" />
      <Box sx={{ mb: 1 }}>
        <BackButton to="/notification" />
      </Box>
      {!data ? (
        <LoadingBar />
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" translate="no">
                {data.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }} translate="no">
                {data.description}
              </Typography>
              {sending ? (
                <>
                  <Typography sx={{ mb: 1 }}>
                    {translate('app.notification.sending_line', {
                      at: dateTime(sending.at),
                      state: translate(`app.notification.sending_states.${sending.state}`),
                      reached: number(sending.recipients),
                      skipped: number(sending.skipped ?? 0),
                    })}
                  </Typography>
                  <CountsTable counts={sending.counts ?? {}} order={sending.channels ?? []} />
                </>
              ) : (
                <Typography>{translate('app.notification.never_sent')}</Typography>
              )}
            </CardContent>
          </Card>
          {sending && <Failures id={data.id} />}
        </>
      )}
    </Box>
  );
};

export default NotificationShow;
