// Lint like the Docusaurus website does: typescript-eslint, react-hooks, jsx-a11y and Docusaurus' own rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'packages/*/fixtures/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'tests/mocks/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Measure search and first use in Chromium: parts of them run in the page.
    files: ['scripts/lib/search-browser.mjs', 'scripts/lib/first-use.mjs'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['tests/mocks/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
  },
);
