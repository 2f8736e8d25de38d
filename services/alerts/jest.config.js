const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'alerts',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
};
