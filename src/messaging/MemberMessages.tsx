import ForumIcon from '@mui/icons-material/ForumOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, SelectInput, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useMayWrite } from '../common/hooks/useMayWrite';
import { useFormats } from '../common/hooks/useFormats';
import { FormDialog } from '../common/dialogs/FormDialog';
import { Section } from '../common/page/Section';
import { CONSENT_CHOICES, LANGUAGE_CHOICES } from './choices';
import type { AppMessaging } from './types';
import { PersonalDataButton } from '../privacy/PersonalDataButton';

const SOURCE_CHOICES = ['paper_form', 'registration', 'member_door', 'import'].map((id) => ({
  id,
  name: `app.messaging.sources.${id}`,
}));

/** "Opted in on 3 Dec 2026 (paper form)", "Not asked yet". */
const ConsentLine = ({
  channel,
  row,
}: {
  channel: 'whatsapp' | 'sms' | 'book' | 'greetings' | 'photos' | 'guardian';
  row: AppMessaging;
}) => {
  const translate = useTranslate();
  const { date } = useFormats();
  const consent = row[channel] ?? { state: 'unknown' as const, source: null, at: null };
  // Listing, greetings and photos go on until withdrawn; a guardian's consent holds once given (docs/privacy.md).
  const privacy = channel !== 'whatsapp' && channel !== 'sms';
  return (
    <Typography>
      <strong>
        {translate(
          privacy ? `app.change_request.consents.${channel}` : `app.messaging.channels.${channel}`,
        )}
      </strong>
      {': '}
      {translate(
        privacy && consent.state === 'unknown'
          ? channel === 'guardian'
            ? 'app.messaging.consent.unknown'
            : 'app.messaging.consent.until_withdrawn'
          : `app.messaging.consent.${consent.state}`,
      )}
      {consent.at &&
        ` · ${date(consent.at)} (${translate(`app.messaging.sources.${consent.source}`)})`}
    </Typography>
  );
};

/**
 * The member form's Messages section (docs/messaging.md "Consent"): whether WhatsApp
 * and SMS may reach the member, since when and how, and the language of their
 * messages; the office records a paper form for the member or the whole family.
 * Our server only: nothing shows where the backend has no such record.
 */
export const MemberMessages = () => {
  const member = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const mayWrite = useMayWrite('members', 'edit');
  const [open, setOpen] = useState(false);
  const { data } = useGetOne<AppMessaging & { id: number }>(
    'member-messaging',
    { id: member?.id ?? 0 },
    { enabled: !!member?.id, retry: false, meta: { quiet: true } },
  );
  if (!member?.id || !data) return null;
  return (
    <Section title="app.messaging.member_title">
      <Stack spacing={0.5} sx={{ mb: 1 }}>
        <ConsentLine channel="whatsapp" row={data} />
        <ConsentLine channel="sms" row={data} />
        <ConsentLine channel="book" row={data} />
        <ConsentLine channel="greetings" row={data} />
        <ConsentLine channel="photos" row={data} />
        {data.minor && <ConsentLine channel="guardian" row={data} />}
        <Typography>
          <strong>{translate('app.messaging.language')}</strong>
          {': '}
          {translate(`app.messaging.languages.${data.preferred_language}`)}
        </Typography>
      </Stack>
      {mayWrite && (
        <Button startIcon={<ForumIcon />} onClick={() => setOpen(true)}>
          {translate('app.messaging.record')}
        </Button>
      )}
      <PersonalDataButton />
      {/* Its own form: its submit must not reach the member form around it. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          resource="member-messaging"
          record={data}
          title={translate('app.messaging.record')}
          history={false}
          initial={() => ({
            whatsapp: data.whatsapp.state === 'unknown' ? '' : data.whatsapp.state,
            sms: data.sms.state === 'unknown' ? '' : data.sms.state,
            book: data.book?.state === 'out' ? 'out' : '',
            greetings: data.greetings?.state === 'out' ? 'out' : '',
            photos: data.photos?.state === 'out' ? 'out' : '',
            guardian: data.guardian?.state === 'unknown' ? '' : data.guardian?.state,
            marked_minor: data.marked_minor,
            source: 'paper_form',
            whole_family: false,
          })}
          transform={(values) => ({
            ...values,
            whatsapp: values.whatsapp || undefined,
            sms: values.sms || undefined,
            book: values.book || undefined,
            greetings: values.greetings || undefined,
            photos: values.photos || undefined,
            guardian: values.guardian || undefined,
          })}
        >
          <SelectInput
            source="whatsapp"
            label="app.messaging.channels.whatsapp"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.unknown"
            fullWidth
          />
          <SelectInput
            source="sms"
            label="app.messaging.channels.sms"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.unknown"
            fullWidth
          />
          <SelectInput
            source="book"
            label="app.change_request.consents.book"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.until_withdrawn"
            fullWidth
          />
          <SelectInput
            source="greetings"
            label="app.change_request.consents.greetings"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.until_withdrawn"
            fullWidth
          />
          <SelectInput
            source="photos"
            label="app.change_request.consents.photos"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.until_withdrawn"
            fullWidth
          />
          <BooleanInput source="marked_minor" label="app.change_request.consents.marked_minor" />
          <SelectInput
            source="guardian"
            label="app.change_request.consents.guardian"
            choices={CONSENT_CHOICES}
            emptyText="app.messaging.consent.unknown"
            fullWidth
          />
          <SelectInput
            source="preferred_language"
            label="app.messaging.language"
            choices={LANGUAGE_CHOICES}
            fullWidth
          />
          <SelectInput
            source="source"
            label="app.messaging.source"
            choices={SOURCE_CHOICES}
            fullWidth
          />
          <BooleanInput source="whole_family" label="app.messaging.whole_family" />
        </FormDialog>
      </div>
    </Section>
  );
};
