import StorefrontIcon from '@mui/icons-material/Storefront';
import { Route } from 'react-router-dom';
import { allowedRoute } from '../common/access/Allowed';
import { lazyPage } from '../common/page/lazyPage';

const BusinessFormPage = lazyPage(
  () => import('./BusinessFormPage'),
  '/business-portal/add',
  '/business-portal/:id/edit',
);
const BusinessView = lazyPage(() => import('./BusinessView'), '/business-portal/:id');

/** The business portal (docs/product.md §2): list, add and edit pages, and the view page. */
export const businessPortal = {
  list: lazyPage(() => import('./BusinessList'), '/business-portal'),
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
