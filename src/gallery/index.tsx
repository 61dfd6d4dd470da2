import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const GalleryImages = lazyPage(() => import('./GalleryImages'), '/gallery/:id/images');

/** Photo galleries (docs/product.md §2 "Gallery"); their images live at /gallery/{id}/images. */
export const gallery = {
  list: lazyPage(() => import('./GalleryList'), '/gallery'),
  icon: PhotoLibraryIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/images" element={<GalleryImages />} />,
};
