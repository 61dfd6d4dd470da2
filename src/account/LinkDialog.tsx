import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import { PersistentDialog } from '../common/dialogs/PersistentDialog';
import type { SignInLink } from '../../shared/contract/account';

/**
 * The one-time sign-in link, shown once: the administrator copies it and sends it
 * (WhatsApp, SMS, mail). It works once, until the time it names. Where the server
 * has a mail server it was mailed too, or the dialog says that mailing failed.
 */
export const LinkDialog = ({
  link,
  name,
  email,
  onClose,
}: {
  link: SignInLink | null;
  name: string;
  email: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const [copied, setCopied] = useState(false);
  const url = link ? `${window.location.origin}${link.path}` : '';
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <PersistentDialog
      open={!!link}
      onClose={onClose}
      title={translate('app.account.link_title', { name })}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.account.link_help', { until: link ? dateTime(link.expires_at) : '' })}
        </Typography>
        <TextField
          value={url}
          label={translate('app.account.link')}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { translate: 'no' } }}
          onFocus={(event) => event.target.select()}
        />
        {link?.mailed === 'sent' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('app.account.mailed', { email })}
          </Alert>
        )}
        {link?.mailed === 'failed' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('app.account.mail_failed', { email })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(copied ? 'app.account.copied' : 'app.account.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.account.done')}
        </Button>
      </DialogActions>
    </PersistentDialog>
  );
};
