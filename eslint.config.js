import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries (dependencies point one way): a web feature never imports the app shell nor another
// feature's internals (only its <area>.api.ts calls); components/, hooks/, lib/, api/ and
// session/ never import features; below them, hooks/ never imports widgets, session/ only api/
// and lib/, api/ and lib/ neither widgets, hooks nor the session; the widget folders of
// components/ import only the ones before them in widgetLayers. An API area never imports another
// area's routes (app.ts mounts them), and the API's db/, errors/, http/ and mail/ import no area.
// Cycles, of files and of folders, are refused by scripts/check-cycles.mjs (`pnpm lint`).
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

// The widget folders of apps/web/src/components/, lowest first: a folder imports only the ones
// before it (a list may open a dialog, a dialog never shows a list), so no two depend on each other.
const widgetLayers = [
  'feedback',
  'buttons',
  'inputs',
  'dates',
  'forms',
  'dialogs',
  'lists',
  'layout',
  'documents',
];
const sharedLayerRule = {
  regex: '^\\.{1,2}/(.*/)?(features|app)(/|$)',
  message:
    'Shared layers (components/, hooks/, lib/, api/, session/) do not depend on features/ or app/: pass what they need as props.',
};
// One block per folder: a later block naming the same rule would replace, not add to, its patterns.
const webLayer = (files, ...patterns) => ({
  files: files.map((folder) => `apps/web/src/${folder}`),
  rules: { 'no-restricted-imports': ['error', { patterns: [sharedLayerRule, ...patterns] }] },
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
  webLayer(['components/*.{ts,tsx}']),
  ...widgetLayers.map((layer, rank) => {
    const above = widgetLayers.slice(rank + 1);
    const files = [`components/${layer}/**/*.{ts,tsx}`];
    if (above.length === 0) return webLayer(files);
    return webLayer(files, {
      regex: `^\\.\\./(\\.\\./components/)?(${above.join('|')})/`,
      message: `components/${layer}/ imports only the widget folders before it in widgetLayers (eslint.config.js): move the shared piece down.`,
    });
  }),
  webLayer(['hooks/**/*.{ts,tsx}'], {
    regex: '^\\.{1,2}/(.*/)?components(/|$)',
    message:
      'hooks/ does not depend on components/: a hook that serves one widget lives beside it in components/.',
  }),
  webLayer(['session/**/*.{ts,tsx}'], {
    regex: '^\\.{1,2}/(.*/)?(components|hooks)(/|$)',
    message: 'session/, read by every layer, depends only on api/ and lib/.',
  }),
  webLayer(['api/**/*.{ts,tsx}'], {
    regex: '^\\.{1,2}/(.*/)?(components|hooks|session)(/|$)',
    message: 'api/ (the fetch helper) does not depend on components/, hooks/ or session/.',
  }),
  webLayer(['lib/**/*.{ts,tsx}'], {
    regex: '^\\.{1,2}/(.*/)?(components|hooks|session)(/|$)',
    message:
      'lib/ does not depend on components/, hooks/ or session/: move the type or function into lib/.',
  }),
  ...apiAreas.map((area) => ({
    files: [`apps/api/src/modules/${area}/**/*.ts`],
    rules: restrictImports(
      `^(\\.\\./)+(?!${area}/)[a-z-]+/[^/]*\\.routes(\\.js)?$`,
      "An area does not import another area's routes (app.ts mounts them): import the use case it calls.",
    ),
  })),
  {
    files: ['apps/api/src/{db,errors,http,mail}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(
      '^(\\.\\./)+modules/',
      'db/, errors/, http/ and mail/ are below the areas and import none: move what they need here.',
    ),
  },
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
