import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RuleIcon from '@mui/icons-material/Rule';
import { lazyPage } from '../common/page/lazyPage';

/** Change requests from the member page (docs/member-door.md): a list, each decided on its own page. */
export const changeRequests = {
  list: lazyPage(() => import('./ChangeRequestList'), '/change_requests'),
  show: lazyPage(() => import('./ChangeRequestShow'), '/change_requests/:id/show'),
  icon: FactCheckIcon,
};

/** What a member may do with each field at the member page. */
export const fieldPolicies = {
  list: lazyPage(() => import('./FieldPolicyPage'), '/field_policies'),
  icon: RuleIcon,
};

/** Verification campaigns: families asked to check their record. */
export const verificationCampaigns = {
  list: lazyPage(() => import('./CampaignList'), '/verification_campaigns'),
  show: lazyPage(() => import('./CampaignShow'), '/verification_campaigns/:id/show'),
  icon: CampaignIcon,
  recordRepresentation: 'name',
};
