import { Button, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormDataConsumer, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { isMinor } from '../../shared/door';
import { todayIn } from '../../shared/days';
import { PersistentDialog } from '../common/dialogs/PersistentDialog';
import { confirmGuardian } from '../member/memberApi';
import { useNoticeWords } from '../privacy/useNoticeWords';
import { useServerText } from '../providers/serverText';
import { toFormErrors } from '../providers/formErrors';
import type { AppDataProvider } from '../resources';

/**
 * A parent's mobile, asked when the birth date says the registrant is under 18
 * (docs/privacy.md "Children"): the registration then waits for that parent's code.
 */
export const GuardianMobile = () => {
  const words = useNoticeWords();
  return (
    <FormDataConsumer<{ date_of_birth?: string }>>
      {({ formData }) =>
        isMinor(formData.date_of_birth, todayIn()) && (
          <TextInput
            source="guardian_mobile"
            type="tel"
            label={words('guardian.mobile')}
            helperText={words('guardian.help')}
            fullWidth
          />
        )
      }
    </FormDataConsumer>
  );
};

/** The code the parent received: the registration is made once it is right. */
export const GuardianCodeDialog = ({
  pending,
  onClose,
  onDone,
}: {
  pending: number | null;
  onClose: () => void;
  onDone: () => void;
}) => {
  const words = useNoticeWords();
  const translate = useTranslate();
  const say = useServerText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmGuardian(dataProvider, pending!, code);
      onDone();
    } catch (failure) {
      // A wrong code under the field; anything else is in the snackbar.
      setError(toFormErrors(failure, say)?.code ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PersistentDialog open={pending !== null} onClose={onClose} title={words('guardian.title')}>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{words('guardian.text')}</Typography>
        <TextField
          label={words('guardian.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
          {words('guardian.confirm')}
        </Button>
      </DialogActions>
    </PersistentDialog>
  );
};
