import { rights as english } from '../../i18n/en/rights';
import { rights as gujarati } from '../../i18n/gu/rights';
import { usePageWords } from './usePageWords';

/** The Requests screen's words (i18n/en/rights.ts and its Gujarati), loaded with its pages only. */
export const useRightsWords = () => usePageWords(english, gujarati);
