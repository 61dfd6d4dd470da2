import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { lazyPage } from '../common/page/lazyPage';

/**
 * Possible duplicates (docs/duplicates.md): pairs side by side, Not a duplicate
 * or Merge, and the scan of the whole directory. Our server only.
 */
export const duplicates = {
  list: lazyPage(() => import('./DuplicateList'), '/duplicates'),
  icon: CompareArrowsIcon,
};
