import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const GalleryImages = lazy(() => import('./GalleryImages'));

/** Photo galleries (docs/product.md §2 "Gallery"); their images live at /gallery/{id}/images. */
export const gallery = {
  list: lazy(() => import('./GalleryList')),
  icon: PhotoLibraryIcon,
  recordRepresentation: 'name',
  children: <Route path=":id/images" element={<GalleryImages />} />,
};
