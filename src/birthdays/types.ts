import type { BirthdayRow } from '../../shared/contract/birthdays';

/** A birthday or anniversary on its day (shared/contract/birthdays.ts). */
export type AppBirthday = BirthdayRow;
