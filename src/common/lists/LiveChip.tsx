import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Live or off, as the family app shows it (businesses, programs, events). */
export const LiveChip = ({ live }: { live: boolean }) => {
  const translate = useTranslate();
  return live ? (
    <Chip size="small" color="success" label={translate('app.live.live')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.live.off')} />
  );
};
