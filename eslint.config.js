import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-http/**',
      'dist-bench/**',
      // Where a profile's build with source maps goes (.gitignore lists it too).
      'dist-map/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'test/fixtures/depcruise/**',
      'test/fixtures/hooks/**',
      'src/ui/shared/i18n/extracted/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through the SafeHtml component (DOMPurify).',
        },
      ],
    },
  },
  {
    // The hook rules belong to React code; Playwright fixtures also call a function named `use`.
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts run in Node; the bench also passes functions to run in the page.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
