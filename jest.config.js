// Two layers: fast unit/jsdom tests, and browser tests against the production build
// (`npm test` builds first). See README.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2021',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
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
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/global-teardown.ts',
    },
  ],
};
