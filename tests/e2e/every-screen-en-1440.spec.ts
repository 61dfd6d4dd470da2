import { walkEveryScreen } from './screen-walk';

/** Every screen in English at 1440 px (tests/e2e/screen-walk.ts). */
walkEveryScreen({ language: 'en', width: 1440 });
