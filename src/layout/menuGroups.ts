import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ResourceName } from '../resources';

export interface MenuRoute {
  to: string;
  label: string;
  icon: SvgIconComponent;
}

export interface MenuGroup {
  label: string;
  /** Custom routes that always exist (the dashboard). */
  routes?: MenuRoute[];
  /** Resource names in menu order; an entry shows once its <Resource> is registered. */
  resources: ResourceName[];
}

/**
 * Screens reached from another screen rather than the menu, so the menu still fits
 * 1440 × 900: verification campaigns and the field policy open from the change
 * requests (docs/member-door.md).
 */
export const offMenu: ResourceName[] = ['verification_campaigns', 'field_policies'];

/** The product's areas, in the order an administrator works through them. */
export const menuGroups: MenuGroup[] = [
  {
    label: 'app.menu.overview',
    routes: [{ to: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon }],
    resources: [],
  },
  {
    label: 'app.menu.community',
    resources: [
      'members',
      'change_requests',
      'birthdays',
      'imports',
      'duplicates',
      'directory_books',
      'committee',
      'donor',
      'admin',
      'accounts',
    ],
  },
  // Programs, events, gallery and notifications join Activities, and the business
  // portal and jobs a Business and jobs group, as their areas land in the endpoint table.
  {
    label: 'app.menu.activities',
    resources: ['result', 'programs', 'events', 'gallery', 'notification', 'message-templates'],
  },
  { label: 'app.menu.business', resources: ['business-portal', 'jobs'] },
  {
    label: 'app.menu.masters',
    resources: ['businesses', 'education', 'district', 'post', 'village'],
  },
  { label: 'app.menu.support', resources: ['contacts', 'audit', 'privacy_requests'] },
];
