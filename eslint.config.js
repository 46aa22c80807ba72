import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature boundaries (STYLE.md "Dependencies point one way"): a web feature never imports the app
// shell nor another feature's internals (only its <area>.api.ts calls); components/, hooks/, lib/
// and api/ never import features; lib/ never imports widgets; an API area never reads another
// area's request schemas.
const apiAreas = readdirSync(new URL('apps/api/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), {
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
    // Web tests type and click without a timer per keystroke: through src/test/user-event.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/test/user-event.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@testing-library/user-event'][importKind!='type']",
          message:
            'Import userEvent from src/test/user-event (no timer between keystrokes), not from the library.',
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?app(/|$)',
              message:
                'Features do not import app/ (the shell): use src/session, src/lib or src/api.',
            },
            {
              regex: `^\\.\\./(?!${feature}/)[a-z-]+/(?![a-z-]+\\.api$)`,
              message:
                'A feature uses another feature only through its API calls (<area>.api.ts): move the shared piece to components/, hooks/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,hooks,lib,api}/**/*.{ts,tsx}'],
    rules: restrictImports(
      '^\\.{1,2}/(.*/)?(features|app)(/|$)',
      'Shared layers (components/, hooks/, lib/, api/) do not depend on features/ or app/: pass what they need as props.',
    ),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrictImports(
      '^\\.{1,2}/(.*/)?(components|hooks|features)(/|$)',
      'lib/ does not depend on components/, hooks/ or features/: move the type or function into lib/.',
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
    // Small pieces (issue #14): no source file over 300 lines, no function over 80 (tests aside).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/generated/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
