import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';

/** The business portal (docs/product.md §2): list, add and edit pages, and the view page. */
export const businessPortal = {
  list: lazy(() => import('./BusinessList')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
export const BusinessFormPage = lazy(() => import('./BusinessFormPage'));
export const BusinessView = lazy(() => import('./BusinessView'));
