import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature boundaries (STYLE.md "Dependencies point one way"): pages never import the app shell,
// lib/ never imports widgets or screens, an API area never reads another area's request schemas.
const apiAreas = readdirSync(new URL('apps/api/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrictImports = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
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
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles is an error (a lost failure, a race).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    rules: restrictImports(
      '^\\.{1,2}/(.*/)?app(/|$)',
      'Pages do not import app/ (the shell): use src/session, src/lib or src/api.',
    ),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrictImports(
      '^\\.{1,2}/(.*/)?(components|pages)(/|$)',
      'lib/ does not depend on components/ or pages/: move the type or function into lib/.',
    ),
  },
  ...apiAreas.map((area) => ({
    files: [`apps/api/src/modules/${area}/**/*.ts`],
    rules: restrictImports(
      `^(\\.\\./)+(?!${area}/)[a-z-]+/[^/]*\\.schemas(\\.|$)`,
      "An area does not import another area's schemas: move them to packages/shared.",
    ),
  })),
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
