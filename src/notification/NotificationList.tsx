import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Box, Link, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ActionButton } from '../common/buttons/ActionButton';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { WhenMayWrite } from '../common/access/WhenMayWrite';
import { LinkButton } from '../common/buttons/LinkButton';
import { ResourceList } from '../common/lists/ResourceList';
import { useFormats } from '../common/hooks/useFormats';
import type { AppNotification } from './types';
import { channelsInOrder } from './channelOrder';

const SHORT = 80;

const Sent = () => {
  const record = useRecordContext<AppNotification>();
  const { dateTime } = useFormats();
  const at = record?.sent_at ?? record?.created_at;
  return at ? <>{dateTime(at.replace(' ', 'T'))}</> : null;
};

/** "1,234" and, while or once delivered, "1,200 delivered, 34 failed". */
const Reached = () => {
  const record = useRecordContext<AppNotification>();
  const translate = useTranslate();
  const { number } = useFormats();
  if (!record) return null;
  const sending = record.last_sending;
  const byChannel = sending?.channels?.some((c) => c !== 'push');
  return (
    <Box component="span" sx={{ display: byChannel ? 'block' : 'inline' }}>
      {number(record.recipients_count ?? 0)}
      {sending && sending.state !== 'done' && <> · {translate('app.notification.delivering')}</>}
      {sending?.state === 'done' && sending.failed > 0 && (
        <> · {translate('app.notification.failed', { count: number(sending.failed) })}</>
      )}
      {!!sending?.skipped && (
        <> · {translate('app.notification.skipped_short', { count: number(sending.skipped) })}</>
      )}
      {byChannel && <ByChannel counts={sending!.counts ?? {}} order={sending!.channels ?? []} />}
    </Box>
  );
};

/** The states a line per channel names, when not nought. */
const SHOWN = ['sent', 'delivered', 'read', 'failed', 'unknown', 'skipped'];

/** "WhatsApp: 40 read, 2 failed" under the count, one line per channel, for sends by WhatsApp or SMS. */
const ByChannel = ({
  counts,
  order,
}: {
  counts: Record<string, Record<string, number>>;
  order: string[];
}) => {
  const translate = useTranslate();
  const { number } = useFormats();
  return (
    <>
      {channelsInOrder(counts, order)
        .map((channel) => [channel, counts[channel]!] as const)
        .map(([channel, states]) => (
          <Typography key={channel} variant="body2" color="text.secondary" component="div">
            {translate(`app.messaging.channels.${channel}`)}:{' '}
            {SHOWN.filter((state) => states[state])
              .map(
                (state) =>
                  `${number(states[state]!)} ${translate(`app.notification.states.${state}`).toLowerCase()}`,
              )
              .join(', ')}
          </Typography>
        ))}
    </>
  );
};

/**
 * /notification: what was sent, when and to how many; Resend and Remove after
 * their questions, and Send notification.
 */
const NotificationList = () => (
  <ResourceList
    title="resources.notification.name"
    sort={{ field: 'sent_at', order: 'DESC' }}
    recordLabel={(row) => (row as AppNotification).title}
    actions={
      <WhenMayWrite resource="notification">
        <LinkButton
          to="/notification/send"
          label="app.notification.send"
          icon={<SendIcon />}
          variant="contained"
        />
      </WhenMayWrite>
    }
  >
    <DataTable<AppNotification> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="title"
        render={(row) =>
          // Our server shows each notification's deliveries on a page of its own.
          row.last_sending?.counts ? (
            <Link component={RouterLink} to={`/notification/${row.id}/show`} translate="no">
              {row.title}
            </Link>
          ) : (
            <span translate="no">{row.title}</span>
          )
        }
      />
      <DataTable.Col
        source="description"
        disableSort
        render={(row) => (
          <span translate="no" title={row.description}>
            {row.description.length > SHORT
              ? `${row.description.slice(0, SHORT)}…`
              : row.description}
          </span>
        )}
      />
      <DataTable.Col source="sent_at">
        <Sent />
      </DataTable.Col>
      <DataTable.Col source="recipients_count" align="right">
        <Reached />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <ActionButton
          resource="notification"
          action="resend"
          data={() => ({})}
          label="app.notification.resend"
          question="app.confirm.resend"
          icon={<ReplayIcon />}
        />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default NotificationList;
