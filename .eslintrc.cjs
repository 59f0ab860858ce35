// `npm run lint`: TypeScript's recommended rules and React's hooks rules over the site's code,
// its scripts and its tests. Named .eslintrc.cjs so that `gatsby develop` keeps its own
// built-in checks (it looks for .eslintrc, .eslintrc.js/.json/.yaml/.yml only).
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true },
  plugins: ['@typescript-eslint', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended'],
  reportUnusedDisableDirectives: true,
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
  },
  overrides: [
    {
      // CommonJS files load their dependencies with require().
      files: ['*.cjs', '*.js'],
      parserOptions: { sourceType: 'script' },
      rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-var-requires': 'off' },
    },
    {
      files: ['__tests__/**'],
      env: { jest: true },
    },
    // The folders are the architecture: build-time code (src/node) and browser-only code
    // (src/browser) never import each other, and the shared code under both (lib, i18n,
    // providers, components, search, templates, slices) imports neither. lib stays pure.
    {
      files: ['src/**'],
      excludedFiles: ['src/node/**', 'src/browser/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/node/*', '**/browser/*', '!node:*'],
                message: 'Shared code must not import build-time (src/node) or browser-only (src/browser) code.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/lib/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  'react',
                  'react-dom',
                  'react-dom/*',
                  'gatsby',
                  '**/components/*',
                  '**/providers/*',
                  '**/node/*',
                  '**/browser/*',
                ],
                message: 'src/lib is pure: no React, Gatsby, components or providers.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/node/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['**/browser/*'], message: 'Build-time code must not import browser-only code (src/browser).' },
            ],
          },
        ],
      },
    },
    {
      files: ['src/browser/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/node/*'], message: 'Browser code must not import build-time code (src/node).' }] },
        ],
      },
    },
    {
      // Browser tests render no React: their use* helpers (useBrowser) are jest set-up, not hooks.
      files: ['__tests__/e2e/**'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
  ],
};
