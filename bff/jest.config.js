const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'bff',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
  // content-disposition 3 (under @fastify/static, the queue board's) is ESM only; Jest's CommonJS
  // runtime loads it only when SWC compiles it, as it does our own sources.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
