import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';

const FamilyTreePage = lazyPage(() => import('./FamilyTreePage'), '/member/:id/tree');

/** The family tree of a member's lineage (docs/families.md), beside the member form. */
export const kinRoutes = <Route path="/member/:id/tree" element={<FamilyTreePage />} />;
