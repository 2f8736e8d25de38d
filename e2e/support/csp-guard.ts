import { takeCspViolations } from './csp';

// Every journey runs under the BFF's Content-Security-Policy: a test that made the browser refuse
// anything fails, naming what was refused (support/csp.ts).
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
