import { accountEndpoints } from './account/endpoints';
import { adminEndpoints } from './admin/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { businessPortalEndpoints } from './business-portal/endpoints';
import { committeeEndpoints } from './committee/endpoints';
import { contactEndpoints } from './contact/endpoints';
import { directoryEndpoints } from './directory/endpoints';
import { donorEndpoints } from './donor/endpoints';
import { duplicatesEndpoints } from './duplicates/endpoints';
import { eventEndpoints } from './event/endpoints';
import { galleryEndpoints } from './gallery/endpoints';
import { importEndpoints } from './import/endpoints';
import { jobEndpoints } from './job/endpoints';
import { birthdayEndpoints } from './birthdays/endpoints';
import { changeRequestEndpoints } from './change-request/endpoints';
import { rightsEndpoints } from './privacy/endpoints';
import { kinEndpoints } from './kin/endpoints';
import { mastersEndpoints } from './masters/endpoints';
import { memberEndpoints } from './member/endpoints';
import { notificationEndpoints } from './notification/endpoints';
import { messagingEndpoints } from './messaging/endpoints';
import { programEndpoints } from './program/endpoints';
import { resultEndpoints } from './result/endpoints';
import type { createDataProvider } from './providers/dataProvider';
import { filesOf, type ActionsOf, type EndpointTable } from './providers/endpoints';
import type { AuditResource } from '../shared/audit';

/**
 * The endpoint table (docs/adding-an-area.md): each area's entries, written in
 * its own `src/<area>/endpoints.ts` and composed here the way `i18n/en/index.ts`
 * composes messages. An area adds one line.
 */
export const resources = {
  ...mastersEndpoints,
  ...contactEndpoints,
  ...auditEndpoints,
  ...committeeEndpoints,
  ...donorEndpoints,
  ...resultEndpoints,
  ...businessPortalEndpoints,
  ...programEndpoints,
  ...eventEndpoints,
  ...galleryEndpoints,
  ...jobEndpoints,
  ...notificationEndpoints,
  ...messagingEndpoints,
  ...memberEndpoints,
  ...kinEndpoints,
  ...birthdayEndpoints,
  ...changeRequestEndpoints,
  ...rightsEndpoints,
  ...adminEndpoints,
  ...accountEndpoints,
  ...importEndpoints,
  ...duplicatesEndpoints,
  ...directoryEndpoints,
} satisfies EndpointTable;

/** The resources by name: `<Resource name>` in App.tsx, the menu and the lists take only these. */
export type ResourceName = keyof typeof resources;
/** The actions a resource declares. */
export type ActionName<R extends ResourceName> = ActionsOf<(typeof resources)[R]>;

const table: EndpointTable = resources;

/**
 * The form fields that hold a resource's files, by their wire names
 * (`{ photo: 'photo_file' }`), so the server's errors about a file show under it.
 */
export const fileFields = (resource: string) => filesOf(table[resource]);

/** The area of the audit log a resource's records are in (its table's name), for History. */
export const auditArea = (resource: string): AuditResource | undefined => table[resource]?.audit;

/** The data provider over this table, as the pages ask for it with `useDataProvider`. */
export type AppDataProvider = ReturnType<typeof createDataProvider<typeof resources>>;
