import { Link } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';

const accepted = (value: unknown) => (value ? undefined : 'app.registration.notice_required');

/**
 * The privacy notice, read and accepted before registering (docs/privacy.md): a
 * link to `/privacy-policy` in a new tab and a box the form will not send without.
 * Only the form holds it; the server records the notice's version with the consents.
 */
export const NoticeAcceptance = () => {
  const translate = useTranslate();
  return (
    <>
      <Link href="/privacy-policy" target="_blank" rel="noopener" sx={{ display: 'block', mt: 2 }}>
        {translate('app.registration.notice_link')}
      </Link>
      <BooleanInput
        source="notice_accepted"
        label="app.registration.notice_accept"
        validate={accepted}
      />
    </>
  );
};
