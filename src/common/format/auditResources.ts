import type { AuditResource } from '../../../shared/audit';
import type { ResourceName } from '../../resources';

/**
 * The area of the audit log each screen's records are in, for the History buttons
 * (a screen's resource is the endpoint table's name; the log's is the table's).
 */
export const AUDIT_RESOURCE_OF: Partial<Record<ResourceName, AuditResource>> = {
  businesses: 'business_types',
  education: 'education',
  district: 'districts',
  post: 'posts',
  village: 'villages',
  contacts: 'contacts',
  committee: 'committees',
  committee_members: 'committee_members',
  donor: 'donors',
  donor_members: 'donor_members',
  result: 'result_segments',
  result_students: 'student_results',
  'business-portal': 'business_portals',
  programs: 'programs',
  volunteer_types: 'volunteer_types',
  events: 'events',
  gallery: 'galleries',
  gallery_images: 'gallery_images',
  jobs: 'jobs',
  notification: 'notifications',
  members: 'members',
  admin: 'admins',
};
