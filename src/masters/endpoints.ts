import { crud, type EndpointTable } from '../providers/endpoints';

/** The masters (docs/product.md §7 "Masters"): one add, edit and remove pattern each. */
export const mastersEndpoints = {
  businesses: {
    ...crud('business/list', 'business/add', (id) => `business/${id}`, ['name']),
    audit: 'business_types',
  },
  education: {
    ...crud('education/list', 'education/add', (id) => `education/${id}`, ['name']),
    audit: 'education',
  },
  // A place's Gujarati name is our server's (docs/import.md): sent only when the form
  // holds one, which a record of another backend never does until it is typed.
  district: {
    ...crud('district/list', 'district', (id) => `district/${id}`, ['name', 'name_gu']),
    audit: 'districts',
  },
  post: {
    ...crud('post/list', 'post', (id) => `post/${id}`, ['name', 'name_gu', 'district_id']),
    audit: 'posts',
  },
  village: {
    ...crud('village/list', 'village', (id) => `village/${id}`, ['name', 'name_gu', 'post_id']),
    audit: 'villages',
  },
} satisfies EndpointTable;
