import type { ComponentType } from 'react';
import {
  CustomRoutes,
  localStorageStore,
  Resource as AnyResource,
  type ResourceProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { accounts } from './account';
import { admin } from './admin';
import { audit } from './audit';
import { businessPortal } from './business-portal';
import { committee } from './committee';
import { lazyPage, preloadPage } from './common/page/lazyPage';
import { askOpeningAnswers } from './common/page/openingAnswers';
import { MessageChannelContext } from './common/page/ServerMessages';
import { contacts } from './contact';
import { Dashboard } from './dashboard';
import { directoryBooks } from './directory';
import { donor } from './donor';
import { duplicates } from './duplicates';
import { events } from './event';
import { gallery } from './gallery';
import { imports } from './import';
import { jobs } from './job';
import { AppAdmin } from './layout/AppAdmin';
import { AppName } from './layout/AppName';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { publicRoutes } from './layout/publicRoutes';
import { theme } from './layout/theme';
import { businesses, district, education, post, village } from './masters';
import { memberRoutes, members } from './member';
import { kinRoutes } from './kin';
import { birthdays } from './birthdays';
import { changeRequests, fieldPolicies, verificationCampaigns } from './change-request';
import { privacyRequests, privacyRoutes } from './privacy';
import { notification, notificationRoutes } from './notification';
import { messageTemplates } from './messaging';
import { programRoutes, programs } from './program';
import { createAuthProvider } from './providers/authProvider';
import { apiUrl, authUrl } from './providers/config';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/http';
import { createI18nProvider } from './providers/i18nProvider';
import { createMessageChannel } from './providers/serverMessages';
import { queryClient } from './providers/queryClient';
import { resources, type ResourceName } from './resources';
import { result } from './result';

// The signed-in frame (menu, app bar, account menu) loads after sign-in, not with /login.
const LazyLayout = lazyPage(() => import('./layout/AppLayout'));
/** react-admin's <Resource>, taking only the names of the endpoint table. */
const Resource = AnyResource as ComponentType<ResourceProps & { name: ResourceName }>;

const messages = createMessageChannel();
const api = createHttpClient(apiUrl, messages.publish);
const dataProvider = createDataProvider(api, resources);
const authProvider = createAuthProvider(api, createHttpClient(authUrl));
const i18nProvider = createI18nProvider();
const store = localStorageStore();

// A signed-in page opened by its address: its code, the frame's and its first
// answer are asked for as soon as this module runs, while react-admin's first
// render goes on (src/common/page/lazyPage.tsx, src/common/page/openingAnswers.ts);
// index.html's early session check has already left.
if (preloadPage(window.location.pathname)) void LazyLayout.preload().catch(() => undefined);
void askOpeningAnswers(window.location.pathname, {
  dataProvider,
  authProvider,
  store,
  search: window.location.search,
});

/**
 * The back-office: providers, the public pages, and one line per resource; each
 * area's pages, child routes and guards live in its own `src/<area>/index.tsx`
 * (docs/adding-an-area.md).
 */
export const App = () => {
  return (
    <MessageChannelContext.Provider value={messages}>
      <AppAdmin
        title={<AppName />}
        catchAll={NotFound}
        requireAuth
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        loginPage={LoginPage}
        layout={LazyLayout}
        theme={theme}
      >
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          {memberRoutes}
          {kinRoutes}
          {programRoutes}
          {notificationRoutes}
          {privacyRoutes}
        </CustomRoutes>
        <Resource name="members" {...members} />
        <Resource name="birthdays" {...birthdays} />
        <Resource name="change_requests" {...changeRequests} />
        <Resource name="verification_campaigns" {...verificationCampaigns} />
        <Resource name="campaign_families" />
        <Resource name="field_policies" {...fieldPolicies} />
        <Resource name="privacy_requests" {...privacyRequests} />
        <Resource name="imports" {...imports} />
        <Resource name="import_rows" />
        <Resource name="duplicates" {...duplicates} />
        <Resource name="directory_books" {...directoryBooks} />
        <Resource name="committee" {...committee} />
        <Resource name="donor" {...donor} />
        <Resource name="admin" {...admin} />
        <Resource name="accounts" {...accounts} />
        <Resource name="result" {...result} />
        <Resource name="programs" {...programs} />
        <Resource name="volunteer_types" />
        <Resource name="events" {...events} />
        <Resource name="gallery" {...gallery} />
        <Resource name="gallery_images" />
        <Resource name="notification" {...notification} />
        <Resource name="message-templates" {...messageTemplates} />
        <Resource name="business-portal" {...businessPortal} />
        <Resource name="jobs" {...jobs} />
        <Resource name="job_members" />
        <Resource name="businesses" {...businesses} />
        <Resource name="education" {...education} />
        <Resource name="district" {...district} />
        <Resource name="post" {...post} />
        <Resource name="village" {...village} />
        <Resource name="contacts" {...contacts} />
        <Resource name="audit" {...audit} />
      </AppAdmin>
    </MessageChannelContext.Provider>
  );
};
