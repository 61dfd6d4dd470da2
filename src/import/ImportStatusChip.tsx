import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportState } from './types';

const COLORS = {
  mapping: 'default',
  previewing: 'default',
  previewed: 'info',
  importing: 'warning',
  done: 'success',
  failed: 'error',
} as const;

export const ImportStatusChip = ({ status }: { status: ImportState['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={COLORS[status]} label={translate(`app.import.statuses.${status}`)} />
  );
};
