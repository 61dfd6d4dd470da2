import englishMessages from 'ra-language-english';
import { appEnglish } from './app-en';

/** English, the default language: react-admin's messages and the product's. */
export const en = { ...englishMessages, ...appEnglish };
export default en;
