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
// (STYLE.md, after bulletproof-react); app/ composes features. Written with ESLint's own rule:
// a path naming another feature's api/ or components/ folder is refused.
const otherFeatures = (name) => features.filter((other) => other !== name).join('|');
const featureBoundaries = features.map((name) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(features/)?(${otherFeatures(name)})/(api|components)(/|$)`,
            message:
              'Một feature không được import feature khác; hãy đưa phần dùng chung vào components/ hoặc lib/.',
          },
        ],
      },
    ],
  },
}));
const sharedWebCode = {
  files: ['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '(^|/)features/', message: 'Mã dùng chung không được import từ features/.' },
        ],
      },
    ],
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
  ...featureBoundaries,
  sharedWebCode,
  sharedPackage,
  ...serverModuleBoundaries,
);
