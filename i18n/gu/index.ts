import { compose } from '../compose';
import type { AppMessages } from '../en';
import type { server as englishServer } from '../en/server';
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
import { raGujarati } from './ra';
import { registration } from './registration';
import { result } from './result';
import { server } from './server';

/**
 * The product's own Gujarati messages. Each area file is typed by its English
 * twin, and the whole is typed by the English whole, so a key missing in
 * Gujarati (or an area forgotten here) fails the type check.
 */
export const appGujarati: AppMessages = compose(
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

/** The server's messages by code (English shows the server's own text). */
export const serverGujarati: typeof englishServer = server;

/** Gujarati: loaded on demand and merged over English, so a missing key falls back. */
export const gu = {
  ...raGujarati,
  ...appGujarati,
  app: { ...appGujarati.app, ...serverGujarati.app },
};
export default gu;
