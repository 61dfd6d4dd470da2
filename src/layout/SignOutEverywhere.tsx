import DevicesIcon from '@mui/icons-material/DevicesOther';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/**
 * A user-menu item that ends every session of the account (a lost phone, a
 * shared computer), this one included, after a confirmation.
 */
export const SignOutEverywhere = forwardRef<HTMLLIElement>(function SignOutEverywhere(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <MenuItem ref={ref} onClick={() => setOpen(true)}>
        <ListItemIcon>
          <DevicesIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.session.everywhere')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.confirm.title"
        content="app.session.everywhere_question"
        onConfirm={async () => {
          setBusy(true);
          await logout({ everywhere: true });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
});
