// Three layers: fast unit/jsdom tests, browser tests against the production build (`npm test`
// builds first), and a smoke subset of them against `gatsby develop`. See README.
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j|mj)sx?$': '<rootDir>/__tests__/support/transform.js' },
  // ESM-only packages (unified, MDX, github-slugger) are compiled too; see the transform.
  transformIgnorePatterns: [],
  // Some of them export only an "import" condition.
  resolver: '<rootDir>/__tests__/support/resolver.js',
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/support/style-mock.js' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/develop/'],
      setupFiles: ['<rootDir>/__tests__/support/polyfills.js'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'develop',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/develop/**/*.test.ts'],
    },
  ],
};
