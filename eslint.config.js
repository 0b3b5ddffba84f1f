import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The rooms of the code and who may import whom (docs/architecture.md). A feature imports its own files, the
 * app-level shared modules, core and content; another feature only through that feature's `index.ts`, or a lazy
 * `import()` of one of its screens. Tests may reach into what they test, so they are not checked.
 * The drawing room, `src/server/render/` (decision 070), draws every image and PDF: a feature or the app reaches it
 * only through its `index.ts`; it imports the server's shared modules, core and content, and no feature.
 */
const ROOMS = [
  { type: 'core', pattern: 'src/core/**', partialMatch: false },
  { type: 'content', pattern: 'content/**', partialMatch: false },
  { type: 'server-app', pattern: 'src/server/(app|main|bootstrap).ts', mode: 'file' },
  { type: 'server-app', pattern: 'src/server/jobs/**', partialMatch: false },
  { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
  { type: 'server-shared', pattern: 'src/server/(http|lib|db|auth|providers|shared)/**', partialMatch: false },
  // The PDF kit (decision 071), inside the drawing room with a door of its own: the features that make PDFs.
  { type: 'server-render-pdf', pattern: 'src/server/render/pdf' },
  { type: 'server-render', pattern: 'src/server/render' },
  { type: 'server-shared', pattern: 'src/server/*.ts', mode: 'file' },
  { type: 'web-app', pattern: 'src/web/app/**', partialMatch: false },
  { type: 'web-app', pattern: 'src/web/main.tsx', mode: 'file' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: 'src/web/(lib|components)/**', partialMatch: false },
];
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameFeature = (type) => ({
  to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } },
});
const publicEntry = (type) => ({ to: { element: { type, fileInternalPath: 'index.{ts,tsx}' } } });
const lazyScreen = (type) => ({ to: { element: { type } }, dependency: { nodeKind: 'dynamic-import' } });
const POLICIES = [
  { from: { element: { type: 'core' } }, allow: [to('core', 'content')] },
  { from: { element: { type: 'content' } }, allow: [to('content', 'core')] },
  { from: { element: { type: 'server-shared' } }, allow: [to('server-shared', 'core', 'content')] },
  { from: { element: { type: 'server-render' } }, allow: [to('server-render', 'server-shared', 'core', 'content')] },
  {
    from: { element: { type: 'server-render-pdf' } },
    allow: [to('server-render-pdf', 'server-shared', 'core', 'content')],
  },
  {
    from: { element: { type: 'server-feature' } },
    allow: [
      to('server-shared', 'core', 'content'),
      sameFeature('server-feature'),
      publicEntry('server-feature'),
      publicEntry('server-render'),
      publicEntry('server-render-pdf'),
    ],
  },
  {
    from: { element: { type: 'server-app' } },
    allow: [to('server-app', 'server-shared', 'server-feature', 'core', 'content'), publicEntry('server-render')],
  },
  { from: { element: { type: 'web-shared' } }, allow: [to('web-shared', 'core', 'content')] },
  {
    from: { element: { type: 'web-feature' } },
    allow: [
      to('web-shared', 'core', 'content'),
      sameFeature('web-feature'),
      publicEntry('web-feature'),
      lazyScreen('web-feature'),
    ],
  },
  { from: { element: { type: 'web-app' } }, allow: [to('web-app', 'web-shared', 'web-feature', 'core', 'content')] },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'content/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test-photo.ts', '**/fixtures/**', '**/*.worker.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': ROOMS,
      // mode: 'file' (a room that is one file) still works in v7; its deprecation notice would print on every run.
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/*'], message: 'web never imports server' }] },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@server/*', '@web/*'],
              message: 'core imports nothing but content',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures: `use` is Playwright's, not React's; `{}` is its required empty-fixtures pattern.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // content/ is data (docs/decisions/014-content-is-data.md): logic goes to src/core. Only one-expression arrows
    // (trivial constructors such as `(id) => ({ id })`) are allowed.
    files: ['content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'FunctionDeclaration', message: 'content/ holds data only: put functions in src/core.' },
        { selector: 'FunctionExpression', message: 'content/ holds data only: put functions in src/core.' },
        {
          selector: 'ArrowFunctionExpression[body.type="BlockStatement"]',
          message: 'content/ holds data only: put functions in src/core.',
        },
        { selector: 'ClassDeclaration', message: 'content/ holds data only: put classes in src/core.' },
      ],
    },
  },
);
