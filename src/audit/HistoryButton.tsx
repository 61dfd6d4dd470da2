import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAuditLog } from './useAuditLog';

/** Opens the audit log filtered to one record's own history. */
export const HistoryButton = ({ resource, id }: { resource: string; id: string | number }) => {
  const translate = useTranslate();
  const { available } = useAuditLog();
  if (!available) return null;
  const filter = encodeURIComponent(JSON.stringify({ resource, record_id: String(id) }));
  return (
    <Button
      component={Link}
      to={`/audit?filter=${filter}&order=DESC&sort=at`}
      startIcon={<HistoryIcon />}
      sx={{ mb: 1 }}
    >
      {translate('app.audit.history')}
    </Button>
  );
};
