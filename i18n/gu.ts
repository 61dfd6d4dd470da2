import { appGujarati } from './app-gu';
import { raGujarati } from './ra-gu';

/** Gujarati: loaded on demand and merged over English, so a missing key falls back. */
export const gu = { ...raGujarati, ...appGujarati };
export default gu;
