import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { allowedRoute } from '../common/access/Allowed';

const BusinessFormPage = lazy(() => import('./BusinessFormPage'));
const BusinessView = lazy(() => import('./BusinessView'));

/** The business portal (docs/product.md §2): list, add and edit pages, and the view page. */
export const businessPortal = {
  list: lazy(() => import('./BusinessList')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  children: (
    <>
      {allowedRoute('add', 'business-portal', 'create', <BusinessFormPage />)}
      {allowedRoute(':id/edit', 'business-portal', 'edit', <BusinessFormPage />)}
      <Route path=":id" element={<BusinessView />} />
    </>
  ),
};
