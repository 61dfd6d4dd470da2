import HistoryIcon from '@mui/icons-material/History';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../common/page/PageTitle';

/** An address the back-office does not know: said in the administrator's language, in the tab too. */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <PageTitle title="ra.page.not_found" />
      <SearchOffIcon sx={{ fontSize: 96, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('ra.page.not_found')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('ra.message.not_found')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<HistoryIcon />}
        onClick={() => history.back()}
        sx={{ mt: 3 }}
      >
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
};
