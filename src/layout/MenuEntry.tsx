import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** react-admin's class names for a menu entry, so its look and the theme's stay. */
const classes = {
  root: 'RaMenuItemLink-root',
  active: 'RaMenuItemLink-active',
  icon: 'RaMenuItemLink-icon',
};

const Entry = styled(MenuItem)(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${classes.icon}`]: {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`&.${classes.active}`]: { color: (theme.vars || theme).palette.text.primary },
}));

interface Props {
  to: string;
  primaryText: ReactNode;
  /** The entry's name as text, for the tooltip of a folded menu. */
  label: string;
  leftIcon: ReactElement;
  /** The page open is this entry's (or one below it). */
  active: boolean;
  /** The menu is unfolded: no tooltip, the name is there. */
  sidebarOpen: boolean;
  onClick?: () => void;
  sx?: object;
}

/**
 * One entry of the side menu, drawn as react-admin's Menu.Item is, with what each of
 * react-admin's asks for itself (the address, the screen's width, the menu's state)
 * asked once by the menu (src/layout/AppMenu.tsx): thirty entries asking each was a
 * good part of drawing the frame (docs/bench.md, cold loads).
 */
export const MenuEntry = ({
  to,
  primaryText,
  label,
  leftIcon,
  active,
  sidebarOpen,
  onClick,
  sx,
}: Props) => {
  const entry = (
    <Entry
      className={active ? `${classes.root} ${classes.active}` : classes.root}
      // @ts-expect-error MenuItem takes Link's props through `component`.
      component={Link}
      to={to}
      tabIndex={0}
      dense
      sx={sx}
      onClick={onClick}
    >
      <ListItemIcon className={classes.icon}>{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {primaryText}
      </Typography>
    </Entry>
  );
  if (sidebarOpen) return entry;
  return (
    <Tooltip title={label} placement="right">
      {entry}
    </Tooltip>
  );
};
