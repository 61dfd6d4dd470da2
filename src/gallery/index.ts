import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazy } from 'react';

/** Photo galleries (docs/product.md §2 "Gallery"); their images live at /gallery/{id}/images. */
export const gallery = {
  list: lazy(() => import('./GalleryList')),
  icon: PhotoLibraryIcon,
  recordRepresentation: 'name',
};
export const GalleryImages = lazy(() => import('./GalleryImages'));
