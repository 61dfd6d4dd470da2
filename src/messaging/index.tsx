import SmsIcon from '@mui/icons-material/Sms';
import { lazyPage } from '../common/page/lazyPage';

/** Message templates (docs/messaging.md "Templates"), under Notifications in the menu. */
export const messageTemplates = {
  list: lazyPage(() => import('./TemplateList'), '/message-templates'),
  icon: SmsIcon,
  recordRepresentation: 'name',
};
