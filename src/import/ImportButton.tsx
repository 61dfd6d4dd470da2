import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useExtension } from '../common/hooks/useExtension';

/** Import on the members list: where the backend imports and the account may. */
export const ImportButton = () => {
  const translate = useTranslate();
  if (!useExtension('imports')) return null;
  return (
    <Button component={Link} to="/imports" startIcon={<UploadFileIcon />}>
      {translate('resources.imports.name', { smart_count: 1 })}
    </Button>
  );
};
