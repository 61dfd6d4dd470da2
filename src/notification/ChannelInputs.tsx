import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSettledQuery } from '../common/hooks/useSettledQuery';
import { SelectInput, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import type { ChannelsRow, ReachRow } from '../../shared/contract/notification';
import { CHANNELS, type Channel } from '../../shared/messaging';
import { useFormats } from '../common/hooks/useFormats';
import { requiredText } from '../common/inputs/validators';
import { Section } from '../common/page/Section';
import type { AppTemplate } from '../messaging/types';
import type { AppDataProvider } from '../resources';

const unwrap = <T,>(answer: unknown): T => (answer as { data: T }).data;

/** The channels our server can send by; undefined on a backend without them (push alone). */
export const useChannels = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['notification-channels'],
    queryFn: async () =>
      unwrap<ChannelsRow>(await dataProvider.action('notification', 'channels', { quiet: true })),
    retry: false,
    staleTime: 60_000,
  });
};

/** Whether the chosen channels are more than push alone (the original send). */
export const usesMessages = (channels: unknown) =>
  Array.isArray(channels) && channels.some((c) => c !== 'push');

/**
 * The channels in the order they are tried for each member (click to add at the
 * end, click again to leave out), and an approved notification template for
 * WhatsApp and SMS.
 */
const ChannelOrder = ({ live }: { live: ChannelsRow }) => {
  const translate = useTranslate();
  const { field } = useController({ name: 'channels', defaultValue: ['push'] });
  const chosen = (field.value ?? []) as Channel[];
  const available = CHANNELS.filter((c) => c === 'push' || live[c].live);
  // Push reaches whoever has the family app, so it is always the last resort.
  const toggle = (channel: Channel) => {
    const next = chosen.includes(channel)
      ? chosen.filter((c) => c !== channel)
      : [...chosen.filter((c) => c !== 'push'), channel, ...chosen.filter((c) => c === 'push')];
    field.onChange(next.length ? next : ['push']);
  };
  return (
    <Box role="group" aria-label={translate('app.notification.channels')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.notification.channels_help')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {available.map((channel) => {
          const place = chosen.indexOf(channel);
          return (
            <Chip
              key={channel}
              clickable
              color={place >= 0 ? 'primary' : 'default'}
              variant={place >= 0 ? 'filled' : 'outlined'}
              aria-pressed={place >= 0}
              label={`${place >= 0 ? `${place + 1}. ` : ''}${translate(`app.messaging.channels.${channel}`)}`}
              onClick={() => toggle(channel)}
            />
          );
        })}
      </Stack>
    </Box>
  );
};

const TemplateSelect = ({ channel }: { channel: 'whatsapp' | 'sms' }) => {
  const translate = useTranslate();
  const { data = [] } = useGetList<AppTemplate>('message-templates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: { channel, status: 'approved', purpose: 'notification' },
  });
  return (
    <SelectInput
      source={`templates.${channel}`}
      label={translate('app.notification.template', {
        channel: translate(`app.messaging.channels.${channel}`),
      })}
      choices={data.map((t) => ({
        id: t.id,
        name: `${t.name} · ${translate(`app.messaging.languages.${t.language}`)}`,
      }))}
      translateChoice={false}
      validate={[requiredText]}
      fullWidth
      helperText="app.notification.template_help"
    />
  );
};

/** With channels chosen but no template yet: the server cannot count; say what is missing. */
export const ReachHint = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {translate('app.notification.choose_templates')}
    </Alert>
  );
};

/** The send form's Channels section: shown when our server can send by WhatsApp or SMS. */
export const ChannelInputs = () => {
  const { data: live } = useChannels();
  const channels = useWatch({ name: 'channels' }) as Channel[] | undefined;
  if (!live || (!live.whatsapp.live && !live.sms.live)) return null;
  return (
    <Section title="app.notification.channels">
      <ChannelOrder live={live} />
      {channels?.includes('whatsapp') && <TemplateSelect channel="whatsapp" />}
      {channels?.includes('sms') && <TemplateSelect channel="sms" />}
    </Section>
  );
};

/** What a send would reach, asked of the server a moment after the form stops changing. */
export const useReach = (values: Record<string, unknown>, enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useSettledQuery(
    'notification-reach',
    values,
    async (settled) =>
      unwrap<ReachRow>(
        await dataProvider.action('notification', 'reach', { data: settled, quiet: true }),
      ),
    { enabled, retry: false },
  );
};

/** "WhatsApp: 1,234 members · ₹974.86" and, below, who a channel could not take and why. */
export const ReachSummary = ({ reach, busy }: { reach: ReachRow; busy: boolean }) => {
  const translate = useTranslate();
  const { number, money } = useFormats();
  const reasons = (unreachable: Record<string, number>) =>
    Object.entries(unreachable)
      .filter(([, n]) => n > 0)
      .map(([reason, n]) =>
        translate(`app.notification.unreachable.${reason}`, { smart_count: n, count: number(n) }),
      )
      .join(', ');
  return (
    <Alert
      severity={reach.total === 0 ? 'warning' : 'info'}
      role="status"
      aria-busy={busy}
      sx={{ mb: 2, opacity: busy ? 0.6 : 1 }}
    >
      <Typography sx={{ fontWeight: 500 }}>
        {translate('app.notification.audience', {
          smart_count: reach.total,
          count: number(reach.total),
        })}
      </Typography>
      {reach.channels.map((c) => (
        <Box key={c.channel} sx={{ mt: 0.5 }}>
          {translate('app.notification.by_channel', {
            channel: translate(`app.messaging.channels.${c.channel}`),
            smart_count: c.reach,
            count: number(c.reach),
          })}
          {c.cost > 0 && ` · ${money(c.cost)}`}
          {c.parts > 1 && ` · ${translate('app.notification.parts', { smart_count: c.parts })}`}
          {Object.keys(c.unreachable).length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.notification.not_by', {
                channel: translate(`app.messaging.channels.${c.channel}`),
                reasons: reasons(c.unreachable),
              })}
            </Typography>
          )}
        </Box>
      ))}
      {reach.skipped > 0 && (
        <Box sx={{ mt: 0.5 }}>
          {translate('app.notification.skipped', {
            smart_count: reach.skipped,
            count: number(reach.skipped),
            same: number(reach.same_mobile),
          })}
        </Box>
      )}
      <Box sx={{ mt: 0.5, fontWeight: 500 }}>
        {translate('app.notification.cost', { cost: money(reach.cost) })}
      </Box>
    </Alert>
  );
};
