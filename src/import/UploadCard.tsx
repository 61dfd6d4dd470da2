import { LoadingBar } from '../common/page/LoadingBar';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUpload } from './useUpload';

/** Choose an .xlsx, .csv, .tsv or .txt file: it is read and previewed at once, nothing written yet. */
export const UploadCard = () => {
  const translate = useTranslate();
  const { upload, sent } = useUpload();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.import.upload_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.import.upload_help')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            component="label"
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={sent !== null}
          >
            {translate('app.import.choose_file')}
            <input
              type="file"
              hidden
              accept=".xlsx,.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload(file);
              }}
            />
          </Button>
          {sent !== null && (
            <Typography role="status" variant="body2">
              {translate('app.import.reading')}
            </Typography>
          )}
        </Stack>
        {sent !== null && (
          <LoadingBar
            variant={sent < 1 ? 'determinate' : 'indeterminate'}
            value={sent * 100}
            sx={{ mt: 2 }}
          />
        )}
      </CardContent>
    </Card>
  );
};
