import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { door as english } from '../../i18n/en/door';
import { door as gujarati } from '../../i18n/gu/door';
import { changeRequest as englishOffice } from '../../i18n/en/change-request';
import { changeRequest as gujaratiOffice } from '../../i18n/gu/change-request';
import { rights as englishRights } from '../../i18n/en/rights';
import { rights as gujaratiRights } from '../../i18n/gu/rights';
import { serverMessages, serverTerms } from '../../shared/messages';
import { server as gujaratiServer } from '../../i18n/gu/server';
import { translateServerText, type ServerText } from '../providers/translateServerText';

export type DoorLocale = 'gu' | 'en';
type Params = Record<string, unknown>;
export type Translate = (key: string, params?: Params) => string;

/** The page's words, with the member fields' labels and the rights' words the office's screens use too. */
const withFields = (
  door: typeof english.app.door,
  { fields, consents, male, female }: typeof englishOffice.app.change_request,
  rights: typeof englishRights,
) => ({ ...door, fields, consents, male, female, rights });
const CATALOGUES = {
  en: {
    app: {
      door: withFields(english.app.door, englishOffice.app.change_request, englishRights),
      server: { messages: serverMessages, terms: serverTerms, and: 'and' },
    },
  },
  gu: {
    app: {
      door: withFields(gujarati.app.door, gujaratiOffice.app.change_request, gujaratiRights),
      server: gujaratiServer.app.server,
    },
  },
};
const STORED = 'door-locale';

/** A key's text: `%{name}` filled in, `a |||| b` chosen by `smart_count` (one, or more). */
function lookUp(catalogue: unknown, key: string, params: Params = {}): string {
  let value: unknown = catalogue;
  for (const part of key.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== 'string') return typeof params._ === 'string' ? params._ : key;
  const forms = value.split('||||').map((form) => form.trim());
  const count = typeof params.smart_count === 'number' ? params.smart_count : 1;
  const chosen = (count === 1 ? forms[0] : (forms[1] ?? forms[0]))!;
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

interface DoorText {
  locale: DoorLocale;
  setLocale: (locale: DoorLocale) => void;
  t: Translate;
  /** A server's message in the page's language, by its code. */
  say: (text: ServerText) => string;
  /** A date (YYYY-MM-DD, or --MM-DD without a year) as the language writes it. */
  date: (value: string | null) => string;
}
const Context = createContext<DoorText | null>(null);

/**
 * The member page's words (i18n/en/door.ts, i18n/gu/door.ts) and the server's
 * messages, Gujarati first; the page needs none of the back-office's catalogue.
 */
export function DoorTextProvider({ children }: { children: ReactNode }) {
  const [locale, setStored] = useState<DoorLocale>(() =>
    localStorage.getItem(STORED) === 'en' ? 'en' : 'gu',
  );
  const setLocale = useCallback((next: DoorLocale) => {
    localStorage.setItem(STORED, next);
    setStored(next);
  }, []);
  // The page's language and its tab's title follow the words shown.
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = lookUp(CATALOGUES[locale], 'app.door.title');
  }, [locale]);
  const value = useMemo<DoorText>(() => {
    const t: Translate = (key, params) => lookUp(CATALOGUES[locale], key, params);
    const tag = locale === 'gu' ? 'gu-IN' : 'en-IN';
    return {
      locale,
      setLocale,
      t,
      say: (text) => translateServerText(t, text, locale),
      date: (value) => {
        if (!value) return t('app.door.none');
        const noYear = /^--(\d{2})-(\d{2})$/.exec(value);
        const day = new Date(`${noYear ? `2000-${noYear[1]}-${noYear[2]}` : value}T00:00:00Z`);
        if (Number.isNaN(day.getTime())) return value;
        return new Intl.DateTimeFormat(tag, {
          day: 'numeric',
          month: 'long',
          ...(noYear ? {} : { year: 'numeric' }),
          timeZone: 'UTC',
        }).format(day);
      },
    };
  }, [locale, setLocale]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDoorText(): DoorText {
  const value = useContext(Context);
  if (!value) throw new Error('useDoorText outside DoorTextProvider');
  return value;
}
