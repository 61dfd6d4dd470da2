import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's shared layers (each folder's README says what belongs there). */
const SHARED_LAYERS = ['http', 'auth', 'lists', 'audit', 'uploads', 'work', 'db'];
/** The server's areas and what stands on top of them, which the shared layers never import. */
const SERVER_AREAS = [
  'accounts',
  'admins',
  'business-portal',
  'committee',
  'contact',
  'dashboard',
  'directory',
  'donor',
  'duplicates',
  'event',
  'gallery',
  'import',
  'job',
  'masters',
  'member',
  'notification',
  'program',
  'result',
  'cli',
  'seed',
  'ops',
  'dev',
];
/**
 * The contract modules that import zod: the SPA takes only their types, so zod never
 * reaches the browser (the zod-free ones, such as the mobile and birth-date rules,
 * stay importable as values).
 */
const ZOD_CONTRACTS = [
  '**/shared/contract/*',
  '!**/shared/contract/birth-date',
  '!**/shared/contract/mobile',
  '!**/shared/contract/received',
  '!**/shared/contract/rule-messages',
  '!**/shared/contract/say',
];
const LAYERS = {
  shared: 'shared/ is what both sides import: it imports nothing of the server or the SPA.',
  src: 'The SPA never imports the server.',
  server: 'A shared server layer never imports an area (docs/adding-an-area.md).',
  zod: 'This module imports zod, which must not reach the browser: import its types only (import type), or move the value to a zod-free module.',
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'test-results', 'playwright-report', 'bench/out', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  // The layers (docs/adding-an-area.md): nothing imports upward.
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/src/**'], message: LAYERS.shared }] },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: LAYERS.zod }],
          patterns: [
            { group: ['**/server/**'], message: LAYERS.src },
            { group: ZOD_CONTRACTS, allowTypeImports: true, message: LAYERS.zod },
          ],
        },
      ],
    },
  },
  {
    files: SHARED_LAYERS.map((layer) => `server/${layer}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: SERVER_AREAS.map((area) => `**/${area}/*`), message: LAYERS.server }],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**', 'bench/**'],
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
