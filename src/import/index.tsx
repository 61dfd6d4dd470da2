import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Allowed } from '../common/access/Allowed';

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
  children: (
    <Route
      path=":id"
      element={
        <Allowed resource="imports" action="list">
          <ImportView />
        </Allowed>
      }
    />
  ),
};
