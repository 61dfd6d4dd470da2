import { privacyNotice as english } from '../../i18n/en/privacy-notice';
import { privacyNotice as gujarati } from '../../i18n/gu/privacy-notice';
import { usePageWords } from './usePageWords';

/** The privacy notice's words (i18n/en/privacy-notice.ts and its Gujarati), loaded with its pages only. */
export const useNoticeWords = () => usePageWords(english, gujarati);
