// web/package.json is "type": "module", so this config is ESM and borrows `require` for the
// shared CommonJS preset.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const preset = require('../jest.preset.js');
const rootDir = dirname(fileURLToPath(import.meta.url));

/** @type {import('jest').Config} */
export default {
  ...preset,
  displayName: 'web',
  rootDir,
  // jsdom, plus the WHATWG fetch classes of Node so RTK Query's fetchBaseQuery runs unchanged and
  // tests mock only `global.fetch` (see the file for why plain jsdom is not enough).
  testEnvironment: join(rootDir, 'jest.environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  // A whole page rendered in jsdom takes ~2.5 s alone (the home page) and over 5 s (Jest's default)
  // beside the integration suites on two cores: a slow machine is not a failing page.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@lumina/contracts$': join(rootDir, '../services/contracts/src/index.ts'),
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp|avif)$': '<rootDir>/src/testing/file-stub.cjs',
  },
};
