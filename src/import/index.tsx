import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import { allowedRoute } from '../common/access/Allowed';

const ImportView = lazy(() => import('./ImportView'));

/**
 * Importing members from a spreadsheet (docs/import.md): /imports uploads a file
 * and lists the recent imports; /imports/{id} maps, previews and imports one.
 * Our server only: the menu hides it where the backend answers 404.
 */
export const imports = {
  list: lazy(() => import('./ImportList')),
  icon: UploadFileIcon,
  recordRepresentation: 'file_name',
  children: allowedRoute(':id', 'imports', 'list', <ImportView />),
};
