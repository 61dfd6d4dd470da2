import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

/** Announcements: notices the family app shows while they are live. */
export const announcements = {
  list: lazy(() => import('./AnnouncementList')),
  icon: CampaignIcon,
  recordRepresentation: 'title',
};
