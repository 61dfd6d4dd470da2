import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Allowed } from '../common/access/Allowed';

const BusinessFormPage = lazy(() => import('./BusinessFormPage'));
const BusinessView = lazy(() => import('./BusinessView'));

/** The business portal (docs/product.md §2): list, add and edit pages, and the view page. */
export const businessPortal = {
  list: lazy(() => import('./BusinessList')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  children: (
    <>
      <Route
        path="add"
        element={
          <Allowed resource="business-portal" action="create">
            <BusinessFormPage />
          </Allowed>
        }
      />
      <Route
        path=":id/edit"
        element={
          <Allowed resource="business-portal" action="edit">
            <BusinessFormPage />
          </Allowed>
        }
      />
      <Route path=":id" element={<BusinessView />} />
    </>
  ),
};
