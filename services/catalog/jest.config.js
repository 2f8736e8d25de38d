const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'catalog',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
  // Integration suites start the real service (the first one in a run seeds the demo catalogue
  // while the others wait on its lock) and close it after its running index job: seconds on a
  // busy 2-core machine. testTimeout is global-only in a multi-project run, hence a setup file.
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-timeout.ts'],
};
