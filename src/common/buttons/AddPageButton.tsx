import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMayWrite } from '../hooks/useMayWrite';

/**
 * "Add <one of the resource>" opening the resource's own add page (the member
 * form, the business form); only for an account that may add.
 */
export const AddPageButton = ({
  resource,
  to,
  icon = <AddIcon />,
}: {
  resource: string;
  to: string;
  icon?: ReactElement;
}) => {
  const translate = useTranslate();
  if (!useMayWrite(resource, 'create')) return null;
  return (
    <Button component={Link} to={to} variant="contained" startIcon={icon}>
      {translate('app.common.add', {
        name: translate(`resources.${resource}.name`, { smart_count: 1 }),
      })}
    </Button>
  );
};
