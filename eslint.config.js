// ESLint flat config: TypeScript rules everywhere, React hooks rules in the web app, and the
// architecture's import direction (web and server never import each other; shared imports only zod).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverLayers from './eslint.server-layers.js';
import webLayers from './eslint.web-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The migration runner and the migrations take Kysely<any>: a migration runs against the schema
    // of its own time, not today's Database type (docs/decisions/0115-house-rules-server.md).
    files: [
      'src/server/db/migrations/**/*.ts',
      'src/server/db/migrate.ts',
      'src/server/db/schema-helpers.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/cli/**'], message: 'The web app imports only src/shared.' },
          ],
        },
      ],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'React escapes text; never set inner HTML.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '**/cli/**'], message: 'The server imports only src/shared.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/server/**', '**/cli/**'], message: 'src/shared imports only zod.' },
          ],
        },
      ],
    },
  },
  ...webLayers,
  ...serverLayers,
);
