import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PersistentDialog } from '../common/dialogs/PersistentDialog';

/**
 * Shown after a successful registration: the Gujarati message of docs/product.md §11
 * (the old product never showed it), with its English translation in English.
 */
export const CompletionDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <PersistentDialog
      open={open}
      onClose={onClose}
      title={translate('app.registration.done_title')}
    >
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" fontSize="large" />
          <div>
            <Typography lang="gu">{translate('app.registration.done_gujarati')}</Typography>
            {locale !== 'gu' && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.registration.done')}
              </Typography>
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </PersistentDialog>
  );
};
