import UploadFileIcon from '@mui/icons-material/UploadFile';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';

const ImportView = lazyPage(() => import('./ImportView'), '/imports/:id');

/**
 * Importing members from a spreadsheet (docs/import.md): /imports uploads a file
 * and lists the recent imports; /imports/{id} maps, previews and imports one.
 * Our server only: the menu hides it where the backend answers 404.
 */
export const imports = {
  list: lazyPage(() => import('./ImportList'), '/imports'),
  icon: UploadFileIcon,
  recordRepresentation: 'file_name',
  children: allowedRoute(':id', 'imports', 'list', <ImportView />),
};
