import type { AnnouncementBody } from '../../shared/contract/announcement';
import { fieldsOf } from '../../shared/contract/received';
import { status, type EndpointTable } from '../providers/endpoints';

const ANNOUNCEMENT_FIELDS = fieldsOf<AnnouncementBody>()(['title', 'body']);

/** Announcements: notices the family app shows while they are live. */
export const announcementEndpoints = {
  announcements: {
    audit: 'announcements',
    list: 'announcements',
    create: { method: 'post', path: 'announcements', body: ANNOUNCEMENT_FIELDS },
    update: { method: 'put', path: (id) => `announcements/${id}`, body: ANNOUNCEMENT_FIELDS },
    delete: (id) => `announcements/${id}`,
    actions: { status: status((id) => `announcements/status/${id}`) },
  },
} satisfies EndpointTable;
