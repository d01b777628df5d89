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
);
