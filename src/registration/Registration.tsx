import { LoadingBar } from '../common/page/LoadingBar';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { MessagesConsent } from './MessagesConsent';
import { NoticeAcceptance } from './NoticeAcceptance';
import { InvalidFormNotice } from '../common/page/InvalidFormNotice';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { PublicPage } from '../common/page/PublicPage';
import { useLookup } from '../common/hooks/useLookup';
import { registerMember } from '../member/memberApi';
import { memberFormErrors, newRegistration } from '../member/memberFormData';
import { INDIA_ID, isGujarat } from '../common/format/places';
import {
  AppSettingsSection,
  BasicSection,
  BusinessSection,
  OtherInfoSection,
} from '../member/MemberSections';
import type { Member } from '../member/types';
import type { AppDataProvider } from '../resources';
import { CompletionDialog } from './CompletionDialog';
import { GuardianCodeDialog, GuardianMobile } from './GuardianStep';
import { useServerText } from '../providers/serverText';
import { AskBeforeLeaving } from '../common/page/AskBeforeLeaving';

/**
 * /registration: the public member registration form (no sign-in). The member
 * form without the family part; state Gujarat and business type Other to start,
 * sex, blood group and education empty until the person chooses them.
 */
export const Registration = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const say = useServerText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const states = useLookup('states', { country_id: INDIA_ID });
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const gujaratId = states.data?.find((s) => isGujarat(s.name))?.id;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await registerMember(dataProvider, values as Partial<Member>);
      // Under 18: the registration waits for the parent's code (docs/privacy.md "Children").
      if (answer.data?.pending) setPending(answer.data.pending);
      else setDone(true);
      return undefined;
    } catch (error) {
      return memberFormErrors(error, say);
    }
  };

  return (
    <PublicPage title="app.registration.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.registration.intro')}
      </Typography>
      {states.isPending ? (
        <LoadingBar />
      ) : (
        <Form
          key={formKey}
          record={{
            ...newRegistration(gujaratId),
            messages_whatsapp: false,
            messages_sms: true,
            preferred_language: locale === 'en' ? 'en' : 'gu',
          }}
          onSubmit={submit}
          resource="members"
          warnWhenUnsavedChanges
          WarnWhenUnsavedChangesComponent={AskBeforeLeaving}
          disableInvalidFormNotification
        >
          <InvalidFormNotice />
          <BasicSection sexRequired yearUnknown />
          <GuardianMobile />
          <OtherInfoSection />
          <AppSettingsSection />
          <BusinessSection />
          <MessagesConsent />
          <NoticeAcceptance />
          <SubmitButton label="app.registration.submit" icon={<></>} />
        </Form>
      )}
      <GuardianCodeDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={() => {
          setPending(null);
          setDone(true);
        }}
      />
      <CompletionDialog
        open={done}
        onClose={() => {
          setDone(false);
          setFormKey((k) => k + 1);
        }}
      />
    </PublicPage>
  );
};

export default Registration;
