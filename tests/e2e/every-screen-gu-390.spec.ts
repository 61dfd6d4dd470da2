import { walkEveryScreen } from './screen-walk';

/** Every screen in Gujarati at 390 px (tests/e2e/screen-walk.ts). */
walkEveryScreen({ language: 'gu', width: 390 });
