import { useTranslate } from 'react-admin';

/** The product's name in the administrator's language (the app bar's default title). */
export const AppName = () => <>{useTranslate()('app.name')}</>;
