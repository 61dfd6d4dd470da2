import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useSettledQuery } from '../common/hooks/useSettledQuery';
import {
  BooleanInput,
  Form,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  memberFiltersOf,
  NOTIFICATION_FILTERS,
  type NotificationFilters,
} from '../../shared/notification';
import { INDIA_ID, isTrue } from '../../shared/rules';
import { ConfirmDialog } from '../common/dialogs/ConfirmDialog';
import { BackButton } from '../common/buttons/LinkButton';
import { LocationInputs, type LocationSources } from '../common/inputs/LocationInputs';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { PageTitle } from '../common/page/PageTitle';
import { Section } from '../common/page/Section';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { useFormats } from '../common/hooks/useFormats';
import { requiredText } from '../common/inputs/validators';
import {
  BLOOD_GROUP_CHOICES,
  BUSINESS_TYPES,
  GENDER_CHOICES,
  businessLabel,
  showsBusiness,
} from '../member/memberRules';
import type { AppDataProvider } from '../resources';
import type { ReachRow } from '../../shared/contract/notification';
import { ChannelInputs, ReachHint, ReachSummary, useReach, usesMessages } from './ChannelInputs';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import { AskBeforeLeaving } from '../common/page/AskBeforeLeaving';

const required = [requiredText];
const any = { emptyText: 'app.filters.any', fullWidth: true } as const;
/** The send payload's place fields (docs/product.md §3). */
const places: LocationSources = {
  foreign: 'in_foreign_land',
  country: 'country',
  state: 'state',
  district: 'district_id',
  post: 'post_id',
  village: 'village_id',
};
const fields = 'resources.notification.fields';

/** The filters of the send form, under the product's names (the payload's `filters`). */
const pickFilters = (values: Record<string, unknown>): NotificationFilters =>
  Object.fromEntries(NOTIFICATION_FILTERS.map((name) => [name, values[name] ?? null]));

/** Up to this many recipients, a send goes without asking. */
const HANDFUL = 10;

/**
 * How many members a push notification with these filters reaches, as the members
 * list counts them (its `total` for one row): the adults the filters pick, everyone's
 * adults when it goes to everyone (shared/notification.ts). The live count and the
 * question before sending both ask this, so they say the same number.
 */
const countAudience = async (dataProvider: AppDataProvider, filters: NotificationFilters) =>
  (
    await dataProvider.getList('members', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
      filter: memberFiltersOf(filters),
    })
  ).total ?? 0;

/**
 * The count of `countAudience`, a moment after the filters stop changing; busy from
 * the first change until the count for the filters as they now are is in.
 */
const useAudience = (filters: NotificationFilters) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useSettledQuery('notification-audience', filters, (settled) =>
    countAudience(dataProvider, settled),
  );
};

/** What is sent: the form's values, its filters, and the channels only when they are more than push. */
const payload = (values: Record<string, unknown>) => {
  const { channels, templates, ...rest } = values;
  return {
    ...rest,
    filters: pickFilters(values),
    ...(usesMessages(channels) ? { channels, templates } : {}),
  };
};

/** With WhatsApp or SMS chosen: how many each channel reaches, who not and why, and the cost. */
const ChannelReach = () => {
  const values = useWatch() as Record<string, unknown>;
  const { data, busy, isError } = useReach(payload(values), true);
  if (isError) return <ReachHint />;
  return data ? <ReachSummary reach={data} busy={busy} /> : null;
};

const Audience = () => {
  const channels = useWatch({ name: 'channels' }) as unknown;
  return usesMessages(channels) ? <ChannelReach /> : <MemberCount />;
};

const MemberCount = () => {
  const translate = useTranslate();
  const { number } = useFormats();
  const values = useWatch() as Record<string, unknown>;
  const { data, busy } = useAudience(pickFilters(values));
  if (data === undefined) return null;
  return (
    <Alert
      severity={data === 0 ? 'warning' : 'info'}
      role="status"
      aria-busy={busy}
      sx={{ mb: 2, opacity: busy ? 0.6 : 1 }}
    >
      {translate('app.notification.audience', { smart_count: data, count: number(data) })}
    </Alert>
  );
};

/** The audience's filters, hidden when the notification goes to everyone (docs/product.md §4). */
const FilterInputs = () => {
  const [everyone, businessType] = useWatch({ name: ['allow_member', 'business_type'] });
  if (isTrue(everyone)) return null;
  return (
    <Section title="app.notification.filters">
      <SelectInput source="gender" choices={GENDER_CHOICES} {...any} />
      <SelectInput source="blood_group" choices={BLOOD_GROUP_CHOICES} {...any} />
      <LookupSelect lookup="education" source="education_id" {...any} />
      <SelectInput
        source="business_type"
        choices={BUSINESS_TYPES}
        label={`${fields}.business_type`}
        {...any}
      />
      {showsBusiness(businessType) && (
        <LookupSelect
          lookup="businesses"
          source="business_id"
          label={businessLabel(businessType)}
          {...any}
        />
      )}
      <BooleanInput source="in_foreign_land" />
      <LocationInputs sources={places} labels={fields} emptyText="app.filters.any" />
      <TextInput source="city" fullWidth />
    </Section>
  );
};

/**
 * /notification/send (docs/product.md §2): title and description, to everyone or to the
 * members the filters pick, with the live count of whom it reaches. A failed send
 * keeps everything chosen and shows the server's message.
 */
export const NotificationSend = () => {
  const translate = useTranslate();
  const say = useServerText();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { number } = useFormats();
  const [nobody, setNobody] = useState<Record<string, unknown> | null>(null);
  // A send to more than a handful asks first, saying how many it reaches.
  const [many, setMany] = useState<{
    values: Record<string, unknown>;
    total: number;
    cost?: number;
  } | null>(null);
  const { money } = useFormats();

  const send = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create('notification', { data: payload(values) });
      navigate('/notification');
      return undefined;
    } catch (error) {
      return toFormErrors(error, say);
    }
  };
  const submit = async (values: Record<string, unknown>) => {
    const filters = pickFilters(values);
    const everyone = isTrue(filters.allow_member);
    let total = 0;
    let cost: number | undefined;
    if (usesMessages(values.channels)) {
      try {
        const reach = (
          (await dataProvider.action('notification', 'reach', { data: payload(values) })) as {
            data: ReachRow;
          }
        ).data;
        total = reach.total - reach.skipped;
        cost = reach.cost;
      } catch (error) {
        return toFormErrors(error, say);
      }
    } else total = await countAudience(dataProvider, filters);
    if (!total && !everyone) {
      setNobody(values);
      return undefined;
    }
    // With a cost, always asked first; without, when it reaches more than a handful.
    if (total > HANDFUL || cost) {
      setMany({ values, total, cost });
      return undefined;
    }
    return send(values);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <PageTitle title="app.notification.send_title" />
      <Box sx={{ mb: 1 }}>
        <BackButton to="/notification" />
      </Box>
      <Form
        record={{ allow_member: false, in_foreign_land: false, country: INDIA_ID }}
        onSubmit={submit}
        resource="notification"
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={AskBeforeLeaving}
      >
        <Section title="app.notification.basic">
          <TextInput source="title" validate={required} fullWidth />
          <TextInput source="description" validate={required} multiline minRows={3} fullWidth />
          <BooleanInput source="allow_member" />
        </Section>
        <FilterInputs />
        <ChannelInputs />
        <Audience />
        <Stack direction="row" spacing={2}>
          <SubmitButton label="app.notification.send" icon={<SendIcon />} />
        </Stack>
      </Form>
      <ConfirmDialog
        open={!!nobody}
        title={translate('app.notification.nobody_title')}
        question="app.notification.nobody_question"
        onConfirm={async () => {
          const values = nobody!;
          setNobody(null);
          await send(values);
        }}
        onClose={() => setNobody(null)}
      />
      <ConfirmDialog
        open={!!many}
        title={translate('app.notification.many_title', {
          smart_count: many?.total ?? 0,
          count: number(many?.total ?? 0),
        })}
        question="app.notification.many_question"
        details={
          many?.cost ? translate('app.notification.many_cost', { cost: money(many.cost) }) : null
        }
        onConfirm={async () => {
          const values = many!.values;
          setMany(null);
          await send(values);
        }}
        onClose={() => setMany(null)}
      />
    </Box>
  );
};

export default NotificationSend;
