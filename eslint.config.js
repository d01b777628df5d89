import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A web feature never imports another feature; shared web code never imports a feature
// (STYLE.md, after bulletproof-react); app/ composes features. Any path into another feature's
// folder is refused, whatever is below it: relative (`../../print/print-page`, climbing out of the
// feature) or through `features/`. `@depot/shared/…` is never a feature, though the shared package
// has folders of the same names (payments, receipts, debt…). What two features share goes to
// components/ (generic UI), domain/ (shared pieces that call the API) or lib/.
const intoFeature = (names) =>
  `^(?!@depot/)(?:(?:\\.\\./)+|(?:.*/)?features/)(?:${names.join('|')})(?:/|$)`;
const otherFeatures = (name) => features.filter((other) => other !== name);
// no-restricted-imports reads static imports and re-exports; a lazy `import('…')` is checked by
// its own selector (esquery regexes cannot hold a slash: written \x2F).
const dynamicImportInto = (regex, message) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
  message,
});
// A mutation refreshes what the refresh map names for its kind of change (lib/refresh-map.ts), so
// that no screen keeps its own list of what to refresh, and a screen added is refreshed by all.
const refreshThroughMap = {
  selector:
    'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/]',
  message: 'Làm mới dữ liệu qua refreshAfter (lib/refresh-map.ts), không tự liệt kê query key.',
};
const featureMessage =
  'Một feature không được import feature khác; hãy đưa phần dùng chung vào components/, domain/ hoặc lib/.';
// Every call goes through the one API contract (issue 21): callApi/downloadApi with an endpoint
// of packages/shared, never a path string with a hand-written reply type.
const throughContract = {
  regex: '(^|/)lib/api-(client|download)$',
  importNames: ['apiRequest', 'apiDownload'],
  message: 'Gọi API qua callApi/downloadApi (lib/api-call.ts) với endpoint trong hợp đồng chung.',
};
const featureBoundaries = features.map((name) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: intoFeature(otherFeatures(name)), message: featureMessage },
          throughContract,
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      refreshThroughMap,
      dynamicImportInto(intoFeature(otherFeatures(name)), featureMessage),
    ],
  },
}));
const sharedMessage = 'Mã dùng chung không được import từ features/.';
const sharedWebRules = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ regex: '(^|/)features/', message: sharedMessage }, throughContract, ...patterns],
    },
  ],
  'no-restricted-syntax': [
    'error',
    refreshThroughMap,
    dynamicImportInto('(^|/)features/', sharedMessage),
  ],
});
const sharedWebCode = {
  files: ['apps/web/src/{components,domain,lib,i18n}/**/*.{ts,tsx}'],
  rules: sharedWebRules([]),
};
// components/ is generic UI that gets its data as props; what calls the API (callApi/downloadApi,
// an endpoint of the contract) is a shared domain piece and lives in domain/, which components/
// does not import either.
const noApiMessage = 'Thành phần giao diện chung không gọi API; đặt phần gọi API vào domain/.';
const genericComponents = {
  files: ['apps/web/src/components/**/*.{ts,tsx}'],
  rules: sharedWebRules([
    { regex: '(^|/)lib/api-call$', message: noApiMessage },
    { regex: '^@depot/shared/.+\\.contract$', message: noApiMessage },
    { regex: '^(?!@depot/)(?:.*/)?domain/', message: noApiMessage },
  ]),
};
// The client itself: api-call builds on api-client and api-download.
const apiClientItself = {
  files: ['apps/web/src/lib/api-*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '(^|/)features/', message: sharedMessage }] },
    ],
  },
};
// app/, main.tsx and the rest of the web app; features and shared code restate it above.
const webRefreshes = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: { 'no-restricted-syntax': ['error', refreshThroughMap] },
};
// The map itself, the one place that invalidates.
const refreshMapItself = {
  files: ['apps/web/src/lib/refresh-map.ts'],
  rules: {
    'no-restricted-syntax': ['error', dynamicImportInto('(^|/)features/', sharedMessage)],
  },
};
// A server module reaches another module only through its service: never its queries (which
// skip the service's checks and transactions) nor its mapper (the reply shape is the service's).
// A route declares schemas and calls one service function: no SQL, no queries of its own.
const serverModulesDir = 'apps/server/src/modules';
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverModuleBoundaries = serverModules.flatMap((name) => {
  const otherModules = {
    regex: `(^|/)(${serverModules.filter((other) => other !== name).join('|')})/[^/]+\\.(queries|mapper)(\\.[jt]s)?$`,
    message: 'Một module chỉ gọi service của module khác, không gọi queries hay mapper của nó.',
  };
  const sqlInRoutes = {
    regex: '^drizzle-orm|\\.queries(\\.[jt]s)?$|/db/',
    message: 'Route không chứa SQL: hãy gọi một hàm của service.',
  };
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: [`${serverModulesDir}/${name}/**/*.ts`], rules: restrict([otherModules]) },
    // Later in the list, so it replaces the rule above for route files: both sets apply.
    {
      files: [`${serverModulesDir}/${name}/**/*.routes.ts`],
      rules: restrict([otherModules, sqlInRoutes]),
    },
  ];
});
const sharedPackage = {
  files: ['packages/shared/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)apps/|^@depot/(server|web)',
            message: 'packages/shared không phụ thuộc vào server hay web.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Async mistakes need types: a promise nobody awaits or catches, or one handed to a place that
  // expects a plain callback (an onClick returning a promise swallows its rejection).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  webRefreshes,
  ...featureBoundaries,
  sharedWebCode,
  genericComponents,
  refreshMapItself,
  apiClientItself,
  sharedPackage,
  ...serverModuleBoundaries,
);
