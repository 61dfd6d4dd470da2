import type { ReactNode } from 'react';
import logoUrl from '../common/page/logo.svg';
import { useDoorText } from './text';

/**
 * The member page's frame: the registration form's look (logo, title, the
 * language switch above a sheet) in plain elements (src/door/door.css), light
 * enough for a cheap phone.
 */
export function DoorFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t, locale, setLocale } = useDoorText();
  return (
    <main className="door-page">
      <header className="door-header">
        <img src={logoUrl} width={40} height={40} alt="" />
        <h1>{t('app.door.title')}</h1>
        <button
          type="button"
          className="door-button"
          onClick={() => setLocale(locale === 'gu' ? 'en' : 'gu')}
          lang={locale === 'gu' ? 'en' : 'gu'}
        >
          {t('app.door.language')}
        </button>
        {actions}
      </header>
      <div className="door-sheet">{children}</div>
    </main>
  );
}

/** Something loading, named for screen readers. */
export function DoorProgress() {
  const { t } = useDoorText();
  return <div className="door-progress" role="progressbar" aria-label={t('app.door.loading')} />;
}

/** A message above a form: information, success or a failure. */
export function DoorAlert({
  severity,
  children,
}: {
  severity: 'info' | 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <p className={`door-alert door-${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
