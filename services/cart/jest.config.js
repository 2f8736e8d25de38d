const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cart',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
};
