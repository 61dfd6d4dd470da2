import { audit } from './audit';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Loading, Resource as AnyResource, type ResourceProps } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Allowed } from './common/access/Allowed';
import { admin } from './admin';
import { committee, CommitteeMembers } from './committee';
import { PublicLanguage } from './common/page/PublicLanguage';
import { MessageChannelContext } from './common/page/ServerMessages';
import { contacts } from './contact';
import { donor, DonorMembers } from './donor';
import { MemberFormPage, members } from './member';
import { result, ResultStudents } from './result';
import { BusinessFormPage, businessPortal, BusinessView } from './business-portal';
import { events } from './event';
import { gallery, GalleryImages } from './gallery';
import { JobApplicants, jobs } from './job';
import { notification, NotificationSend } from './notification';
import { accounts } from './account';
import { directoryBooks } from './directory';
import { duplicates } from './duplicates';
import { imports, ImportView } from './import';
import { programs, VolunteerTypes } from './program';
import { AppAdmin } from './layout/AppAdmin';
import { AppName } from './layout/AppName';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { businesses, district, education, post, village } from './masters';
import { theme } from './layout/theme';
import { createAuthProvider } from './providers/authProvider';
import { apiUrl, authUrl } from './providers/config';
import { createDataProvider } from './providers/dataProvider';
import type { ResourceName } from './providers/endpoints';
import { createHttpClient } from './providers/http';
import { createI18nProvider } from './providers/i18nProvider';
import { createMessageChannel } from './providers/serverMessages';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
// The signed-in frame (menu, app bar, account menu) loads after sign-in, not with /login.
const LazyLayout = lazy(() => import('./layout/AppLayout'));
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LazyLayout>{children}</LazyLayout>
  </Suspense>
);
const PrivacyPolicy = lazy(() => import('./privacy/PrivacyPolicy'));
const Registration = lazy(() => import('./registration/Registration'));
const Welcome = lazy(() => import('./welcome/Welcome'));

/** react-admin's <Resource>, taking only the names of the endpoint table. */
const Resource = AnyResource as ComponentType<ResourceProps & { name: ResourceName }>;

const messages = createMessageChannel();
const api = createHttpClient(apiUrl, messages.publish);
const dataProvider = createDataProvider(api);
const authProvider = createAuthProvider(api, createHttpClient(authUrl));
const i18nProvider = createI18nProvider();

export const App = () => (
  <MessageChannelContext.Provider value={messages}>
    <AppAdmin
      title={<AppName />}
      catchAll={NotFound}
      requireAuth
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      theme={theme}
    >
      <CustomRoutes noLayout>
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
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route
          path="/member/add"
          element={
            <Allowed resource="members" action="create">
              <MemberFormPage />
            </Allowed>
          }
        />
        <Route path="/member/:id/edit" element={<MemberFormPage />} />
        <Route path="/program/:id/volunteers" element={<VolunteerTypes />} />
        <Route
          path="/notification/send"
          element={
            <Allowed resource="notification" action="create">
              <NotificationSend />
            </Allowed>
          }
        />
      </CustomRoutes>
      <Resource name="members" {...members} />
      <Resource name="imports" {...imports}>
        <Route
          path=":id"
          element={
            <Allowed resource="imports" action="list">
              <ImportView />
            </Allowed>
          }
        />
      </Resource>
      <Resource name="import_rows" />
      <Resource name="duplicates" {...duplicates} />
      <Resource name="directory_books" {...directoryBooks} />
      <Resource name="committee" {...committee}>
        <Route path=":id/members" element={<CommitteeMembers />} />
      </Resource>
      <Resource name="donor" {...donor}>
        <Route path=":id/members" element={<DonorMembers />} />
      </Resource>
      <Resource name="admin" {...admin} />
      <Resource name="accounts" {...accounts} />
      <Resource name="result" {...result}>
        <Route path=":id/students" element={<ResultStudents />} />
      </Resource>
      <Resource name="programs" {...programs} />
      <Resource name="volunteer_types" />
      <Resource name="events" {...events} />
      <Resource name="gallery" {...gallery}>
        <Route path=":id/images" element={<GalleryImages />} />
      </Resource>
      <Resource name="gallery_images" />
      <Resource name="notification" {...notification} />
      <Resource name="business-portal" {...businessPortal}>
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
      </Resource>
      <Resource name="jobs" {...jobs}>
        <Route path=":id/applicant-members" element={<JobApplicants />} />
      </Resource>
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
