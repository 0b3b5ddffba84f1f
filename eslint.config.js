import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'web never imports server' }] }],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'core imports nothing but content' }] }],
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
        { selector: 'ArrowFunctionExpression[body.type="BlockStatement"]', message: 'content/ holds data only: put functions in src/core.' },
        { selector: 'ClassDeclaration', message: 'content/ holds data only: put classes in src/core.' },
      ],
    },
  },
);
