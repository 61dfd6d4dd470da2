import { compose } from '../compose';
import englishMessages from 'ra-language-english';
import { admin } from './admin';
import { account } from './account';
import { directory } from './directory';
import { duplicates } from './duplicates';
import { imports } from './imports';
import { audit } from './audit';
import { businessPortal } from './business-portal';
import { committee } from './committee';
import { common } from './common';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { donor } from './donor';
import { gallery } from './gallery';
import { job } from './job';
import { login } from './login';
import { masters } from './masters';
import { notification } from './notification';
import { messaging } from './messaging';
import { kin } from './kin';
import { birthdays } from './birthdays';
import { changeRequest } from './change-request';
import { member } from './member';
import { privacy } from './privacy';
import { program } from './program';
import { registration } from './registration';
import { result } from './result';

/**
 * The product's own English messages, one file per area. The server's messages
 * are not among them: in English the SPA shows the `message` the server wrote
 * (from shared/messages.ts), so that catalog stays out of the first load;
 * i18n/en/server.ts types the Gujarati one. An area adds its
 * `app.<area>` messages and its `resources.<name>` names here; gu/index.ts
 * composes the Gujarati files the same way.
 */
export const appEnglish = compose(
  common,
  login,
  privacy,
  dashboard,
  member,
  registration,
  masters,
  contact,
  committee,
  donor,
  result,
  businessPortal,
  program,
  gallery,
  job,
  notification,
  messaging,
  kin,
  birthdays,
  changeRequest,
  admin,
  account,
  audit,
  imports,
  duplicates,
  directory,
);

export type AppMessages = typeof appEnglish;

/** English, the default language: react-admin's messages and the product's. */
export const en = { ...englishMessages, ...appEnglish };
export default en;
