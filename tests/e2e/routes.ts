/**
 * Every screen of the product, for the walks that must hold on all of them (the
 * Content-Security-Policy, Gujarati, phones, accessibility). A new area adds its
 * routes here and is walked too.
 */
export const PUBLIC_ROUTES = ['/login', '/registration', '/privacy-policy'];

export const ADMIN_ROUTES = [
  '/dashboard',
  '/members',
  '/birthdays',
  '/imports',
  '/duplicates',
  '/directory_books',
  '/member/add',
  '/member/1/edit',
  '/member/1/tree',
  '/committee',
  '/committee/1/members',
  '/donor',
  '/donor/1/members',
  '/result',
  '/result/1/students',
  '/business-portal',
  '/business-portal/add',
  '/business-portal/1/edit',
  '/business-portal/1',
  '/programs',
  '/program/1/volunteers',
  '/events',
  '/gallery',
  '/gallery/1/images',
  '/jobs',
  '/jobs/1/applicant-members',
  '/notification',
  '/notification/send',
  '/notification/1/show',
  '/message-templates',
  '/admin',
  '/accounts',
  '/businesses',
  '/education',
  '/district',
  '/post',
  '/village',
  '/contacts',
  '/audit',
  '/no-such-page',
];
