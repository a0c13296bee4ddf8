// The web app's layers as ESLint rules (docs/decisions/0105-web-layers-and-the-owner-kit.md).
// From the bottom up: i18n and lib (texts, the API client, dialogs), components (the visitor's
// building blocks), features (one folder per section; features/owner-kit is the owner's kit that the
// features' owner parts build on), pages (visitor pages and the signed-in pages/owner), app (routes,
// layout, the entries). A file imports only its own layer or the layers below it, statically or
// with `import()`; nothing imports the test helpers (src/web/test) but tests; no import cycles.
import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const WEB = './src/web';
const TESTS = ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'];

/** The feature folders of src/web/features (not the kit, whose styles are the owner's shared look). */
const FEATURES = fs
  .readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'owner-kit')
  .map((entry) => entry.name);

const ABOVE_BASE = ['components', 'features', 'pages', 'app', 'entry-server.tsx', 'main.tsx'];

/** One `import-x/no-restricted-paths` zone: files under `target` do not import from `from`. */
function zone(target, from, message, except) {
  return { target: `${WEB}/${target}`, from: `${WEB}/${from}`, message, ...(except ? { except } : {}) };
}

const LAYER_ZONES = [
  ...['i18n', 'lib'].flatMap((base) =>
    ABOVE_BASE.map((upper) => zone(base, upper, `${base}/ is the bottom layer: it imports only src/shared.`)),
  ),
  ...['features', 'pages', 'app'].map((upper) =>
    zone('components', upper, 'components/ imports only i18n/, lib/ and src/shared.'),
  ),
  ...['pages', 'app', 'entry-server.tsx', 'main.tsx'].map((upper) =>
    zone('features', upper, 'A feature imports no page and not the app.'),
  ),
  zone('features/owner-kit', 'features', "The owner's kit imports no feature.", ['./owner-kit']),
  ...['app', 'entry-server.tsx', 'main.tsx'].map((upper) =>
    zone('pages', upper, 'A page imports not the app.'),
  ),
  zone('.', 'test', 'Test helpers are for tests only.'),
];

/** Every top-level entry of src/web and of src/web/features, as zone targets. */
const TOP = fs.readdirSync(WEB).filter((name) => name !== 'features');
const ALL_FEATURE_ENTRIES = fs.readdirSync(`${WEB}/features`);

/** A feature's styles are private to its folder: only its own files import its `*.module.css`. */
const STYLE_ZONES = FEATURES.map((name) => ({
  target: [
    ...TOP.map((entry) => `${WEB}/${entry}`),
    ...ALL_FEATURE_ENTRIES.filter((entry) => entry !== name).map((entry) => `${WEB}/features/${entry}`),
  ],
  from: `${WEB}/features/${name}/**/*.module.css`,
  message: `The styles of features/${name} are private to its folder; use its components.`,
}));

export default [
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files the cycle rule follows (without it they are skipped).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.web.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...STYLE_ZONES] }],
    },
  },
  {
    // The owner's parts reach the visitor's code only through `import()` (the registry's lazy forms,
    // the lazy owner pages), so dnd-kit and the forms stay out of the visitor's chunks.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [
      ...TESTS,
      'src/web/pages/owner/**',
      'src/web/features/owner-kit/**',
      'src/web/features/*/form.tsx',
      'src/web/features/*/owner-*',
      'src/web/features/*/owner/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/cli/**'], message: 'The web app imports only src/shared.' },
            {
              regex: String.raw`(^|/)(owner-kit/|pages/owner/|owner/|form\.js$|owner-[^/]*\.js$)`,
              message:
                "The owner's parts load only through import() (lazy), so visitors never download them.",
            },
          ],
        },
      ],
    },
  },
];
