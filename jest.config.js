// Two layers: fast unit/jsdom tests, and browser tests against the production build
// (`npm test` builds first). See README.
// babel-jest (pure JavaScript): no platform-specific binaries to install.
const babel = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-env', { targets: { node: 'current' } }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': babel },
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
