import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

interface Props {
  /** The button's name, already translated (also its tooltip). */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: 'primary' | 'error' | 'inherit';
  disabled?: boolean;
}

/** A small icon button in a table row, named for screen readers and tooltips. */
export const RowIconButton = ({ label, icon, onClick, color = 'primary', disabled }: Props) => (
  <Tooltip title={label}>
    <span>
      <IconButton
        aria-label={label}
        color={color}
        onClick={onClick}
        disabled={disabled}
        size="small"
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);
