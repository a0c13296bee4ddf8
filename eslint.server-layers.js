// The server's layers as ESLint rules (docs/decisions/0115-house-rules-server.md). From the bottom
// up: lib and db (helpers, the database, migrations), modules (one concept per folder), plugins
// (cross-cutting Fastify plugins), then the composition root: app.ts, bootstrap.ts, main.ts, config.ts.
// Inside modules: people below users below auth. No import cycles, shared included.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const SERVER = './src/server';
const ROOT = ['app.ts', 'bootstrap.ts', 'main.ts'];

/** One `import-x/no-restricted-paths` zone: files under `target` do not import from `from`. */
function zone(target, from, message) {
  return { target: `${SERVER}/${target}`, from: `${SERVER}/${from}`, message };
}

const LAYER_ZONES = [
  ...['lib', 'db'].flatMap((base) =>
    ['modules', 'plugins', ...ROOT].map((upper) =>
      zone(base, upper, `${base}/ is a bottom layer: it imports only lib/, db/ and src/shared.`),
    ),
  ),
  ...['plugins', ...ROOT].map((upper) =>
    zone('modules', upper, 'A module imports no plugin and not the composition root.'),
  ),
  ...ROOT.map((upper) => zone('plugins', upper, 'A plugin imports not the composition root.')),
  zone('modules/people', 'modules/users', 'people/ is below users/.'),
  zone('modules/people', 'modules/auth', 'people/ is below auth/.'),
  zone(
    'modules/users',
    'modules/auth',
    'users/ is below auth/ (it takes the session store as an interface).',
  ),
];

export default [
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts', 'src/cli/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files the cycle rule follows (without it they are skipped).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.node.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
];
