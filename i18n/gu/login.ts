import type { login as english } from '../en/login';

/** The login page. */
export const login: typeof english = {
  app: {
    login: {
      title: 'લૉગિન',
      heading: 'વહીવટમાં સાઇન ઇન કરો',
      email: 'ઇમેઇલ',
      password: 'પાસવર્ડ',
      submit: 'સબમિટ',
      required: 'જરૂરી',
    },
  },
};
