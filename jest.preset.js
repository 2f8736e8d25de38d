// Shared Jest settings: TypeScript through SWC (keeps decorator metadata for Nest), and the
// @lumina/* aliases pointing at sources so tests never depend on a prior build.
const path = require('node:path');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@lumina/contracts$': path.join(root, 'services/contracts/src/index.ts'),
    '^@lumina/platform$': path.join(root, 'services/platform/src/index.ts'),
    '^@lumina/platform/testing$': path.join(root, 'services/platform/src/testing/index.ts'),
    '^@lumina/infra$': path.join(root, 'infra/local/index.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: [path.join(root, 'jest.int-spec-timeout.js')],
};
