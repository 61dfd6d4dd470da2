import DevicesIcon from '@mui/icons-material/DevicesOther';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/dialogs/ConfirmDialog';

/**
 * A user-menu item that ends every session of the account (a lost phone, a
 * shared computer), this one included, after a confirmation.
 */
export const SignOutEverywhere = forwardRef<HTMLLIElement>(function SignOutEverywhere(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const signOut = useMutation({ mutationFn: () => logout({ everywhere: true }) });
  return (
    <>
      <MenuItem ref={ref} onClick={() => setOpen(true)}>
        <ListItemIcon>
          <DevicesIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.session.everywhere')}</ListItemText>
      </MenuItem>
      <ConfirmDialog
        open={open}
        busy={signOut.isPending}
        title={translate('app.session.everywhere')}
        question="app.session.everywhere_question"
        onConfirm={() => signOut.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
});
