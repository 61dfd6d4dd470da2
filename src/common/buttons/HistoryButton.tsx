import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { AuditResource } from '../../../shared/audit';
import { auditArea, type ResourceName } from '../../resources';
import { useAuditLog } from '../hooks/useAuditLog';

/** The address of one record's own history in the audit log. */
export const historyPath = (resource: AuditResource, id: string | number) =>
  `/audit?filter=${encodeURIComponent(JSON.stringify({ resource, record_id: String(id) }))}&order=DESC&sort=at`;

/**
 * Opens the audit log filtered to one record's own history: given the log's area,
 * or a screen's resource (the endpoint table's name). Hidden where the backend
 * keeps no log, and for a screen whose records the log does not name.
 */
export const HistoryButton = ({
  resource,
  id,
}: {
  resource: AuditResource | ResourceName;
  id: string | number;
}) => {
  const translate = useTranslate();
  const { available } = useAuditLog();
  const area = auditArea(resource) ?? (resource as AuditResource);
  if (!available) return null;
  return (
    <Button component={Link} to={historyPath(area, id)} startIcon={<HistoryIcon />}>
      {translate('app.audit.history')}
    </Button>
  );
};
