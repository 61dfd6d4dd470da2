import type { EndpointTable } from '../providers/endpoints';

/** Birthdays and anniversaries (docs/birthdays.md): our server only. */
export const birthdayEndpoints = {
  birthdays: { list: 'birthdays' },
} satisfies EndpointTable;
