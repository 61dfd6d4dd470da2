import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/**
 * A form dialog's Cancel: closes at once when nothing was typed; otherwise asks
 * before the typing is lost, as page forms do when one leaves them.
 */
export const DialogCancelButton = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => (isDirty ? setAsking(true) : onClose())}>
        {translate('ra.action.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('app.confirm.discard_title')}
        question="app.confirm.discard"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
