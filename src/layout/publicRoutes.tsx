import { Route } from 'react-router-dom';
import { lazyPage } from '../common/page/lazyPage';
import { PublicLanguage } from '../common/page/PublicLanguage';

const PrivacyPolicy = lazyPage(() => import('../privacy/PrivacyPolicy'));
const Registration = lazyPage(() => import('../registration/Registration'));
const Welcome = lazyPage(() => import('../welcome/Welcome'));

/**
 * The pages anyone may open without signing in, outside the back-office frame:
 * the privacy policy, a sign-in link's welcome page, and the registration form
 * (Gujarati first, docs/product.md §2 "Registration").
 */
export const publicRoutes = (
  <>
    <Route
      path="/privacy-policy"
      element={
        <PublicLanguage>
          <PrivacyPolicy />
        </PublicLanguage>
      }
    />
    <Route
      path="/welcome/:token"
      element={
        <PublicLanguage>
          <Welcome />
        </PublicLanguage>
      }
    />
    <Route
      path="/registration"
      element={
        <PublicLanguage first="gu">
          <Registration />
        </PublicLanguage>
      }
    />
  </>
);
