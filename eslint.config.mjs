// ESLint for the whole repository: typescript-eslint with type information for TypeScript,
// react-hooks for the frontend, Prettier for formatting (no style rules here).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'backend/dist-before/**',
      '**/coverage/**',
      '.tmp/**',
      'data/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      'backend/src/database/migrations/*/**-*.ts',
      // Generated from openapi.json (npm run openapi:types).
      'frontend/src/shared/api/openapi.d.ts',
      'frontend/src/features/*/api.generated.ts',
      'frontend/src/shared/api/schemas.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['tests/playwright.config.ts', 'tests/playwright.audit.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Test helpers answer parsed JSON bodies typed as `any` on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // antd's onFinish/onClick accept async handlers; their promises are handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An antd icon names itself in English ("plus", "logout") to a screen reader, before the
      // button's or the menu's Romanian words: beside text it is hidden, alone it is named.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message: 'Pictograma are nevoie de aria-hidden (lângă text) sau de aria-label în română (singură).',
        },
      ],
      // antd's InputNumber names its step arrows "Increase Value"/"Decrease Value": NumberInput renames them.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['InputNumber'],
              message: 'Folosiți NumberInput din shared/components/NumberInput.tsx (săgețile numite în română).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/shared/components/NumberInput.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The fiscal agent and its driver simulator: plain Node ES modules, no TypeScript, no browser.
    files: ['agent/**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  prettier,
);
