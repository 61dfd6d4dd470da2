import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';

/**
 * The printed directory (docs/directory.md): a book of families as a PDF,
 * asked here and printed on the server in line. Our server only.
 */
export const directoryBooks = {
  list: lazy(() => import('./DirectoryPage')),
  icon: MenuBookIcon,
};
