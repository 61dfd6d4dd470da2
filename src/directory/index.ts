import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyPage } from '../common/page/lazyPage';

/**
 * The printed directory (docs/directory.md): a book of families as a PDF,
 * asked here and printed on the server in line. Our server only.
 */
export const directoryBooks = {
  list: lazyPage(() => import('./DirectoryPage'), '/directory_books'),
  icon: MenuBookIcon,
};
