import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty nested list says (docs/product.md: 'No data...'). */
export const NoData = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('app.common.no_data')}
    </Typography>
  );
};
