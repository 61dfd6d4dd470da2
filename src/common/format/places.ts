import { isGujarat, isTrue } from '../../../shared/rules';

/** Place rules shared by the member form, the member filters and (later) the notification form. */
export { INDIA_ID, isGujarat, isTrue } from '../../../shared/rules';

/** District, post and village are asked only for people living in Gujarat, not abroad. */
export const showsPlaces = (foreign: unknown, stateName?: string | null) =>
  !isTrue(foreign) && isGujarat(stateName);
