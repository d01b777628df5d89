import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A web feature never imports another feature; shared web code never imports a feature
// (STYLE.md, after bulletproof-react). app/ composes features.
const featureZones = [
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: 'Một feature không được import feature khác; hãy đưa phần dùng chung vào components/ hoặc lib/.',
  })),
  ...['components', 'lib', 'i18n'].map((dir) => ({
    target: `./apps/web/src/${dir}`,
    from: `./${featuresDir}`,
    message: 'Mã dùng chung không được import từ features/.',
  })),
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared không phụ thuộc vào server hay web.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
);
