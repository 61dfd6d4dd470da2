import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Avatar, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { memberName } from '../common/inputs/MemberPicker';
import { PersistentDialog } from '../common/dialogs/PersistentDialog';
import { RowIconButton } from '../common/buttons/RowIconButton';
import { photoUrl } from '../common/format/photoUrl';
import type { Contact } from './types';

/** View: the request's title and description, and who sent it (name and mobile). */
export const ContactViewButton = () => {
  const record = useRecordContext<Contact>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowIconButton
        label={translate('app.common.view')}
        icon={<VisibilityIcon />}
        onClick={() => setOpen(true)}
      />
      <PersistentDialog open={open} onClose={() => setOpen(false)} title={record.title}>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>{record.description}</Typography>
          {record.member && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={photoUrl(record.member.photo)} alt={memberName(record.member)} />
              <div>
                <Typography variant="subtitle2">{memberName(record.member)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.contacts.fields.mobile_no')}: {record.member.mobile_no}
                </Typography>
              </div>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </PersistentDialog>
    </>
  );
};
