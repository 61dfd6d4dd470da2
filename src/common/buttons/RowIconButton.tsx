import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { useRecordLabel } from '../format/recordLabel';

interface Props {
  /** The button's action, already translated (also its tooltip): "Edit". */
  label: string;
  /** What it acts on ("Jash Harsh"); by default the row's record. */
  subject?: string;
  icon: ReactElement;
  onClick: () => void;
  color?: 'primary' | 'error' | 'inherit';
  disabled?: boolean;
}

/**
 * A small icon button in a table row, named for screen readers with its action
 * and its record ("Edit Jash Harsh"), so a list of twenty Edit buttons can be
 * told apart; the tooltip says the action.
 */
export const RowIconButton = ({
  label,
  subject,
  icon,
  onClick,
  color = 'primary',
  disabled,
}: Props) => {
  const record = useRecordContext();
  const recordLabel = useRecordLabel();
  const about = subject ?? recordLabel(record);
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={about ? `${label} ${about}` : label}
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
};
