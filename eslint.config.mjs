// Lint for the site's own code: TypeScript strict rules, React and hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'coverage/', 'test-results/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts drive a browser: callbacks passed to page.evaluate run there.
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
);
