import type { EndpointTable } from '../providers/endpoints';

/** Birthdays and anniversaries (docs/birthdays.md): our server only. */
export const birthdayEndpoints = {
  birthdays: {
    list: 'birthdays',
    actions: {
      /** A day's greetings: sent, failed, skipped and why (today by default). */
      greetings: { path: 'birthdays/greetings', body: ['day'] },
    },
  },
} satisfies EndpointTable;
