const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  // One browser at a time: the machine has two cores and the system under test needs them.
  maxWorkers: 1,
  testTimeout: 60_000,
  testEnvironment: '<rootDir>/support/environment.js',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/support/csp-guard.ts', '<rootDir>/support/retry-once.ts'],
};
