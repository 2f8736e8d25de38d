// Unit and integration suites of every package. End-to-end journeys live in e2e/jest.config.js
// and run against the whole system, started by the test runner (infra/local/test-run.ts).
module.exports = {
  projects: [
    '<rootDir>/services/contracts',
    '<rootDir>/services/platform',
    '<rootDir>/services/catalog',
    '<rootDir>/services/cart',
    '<rootDir>/services/orders',
    '<rootDir>/services/merchants',
    '<rootDir>/services/clicks',
    '<rootDir>/services/alerts',
    '<rootDir>/bff',
    '<rootDir>/infra',
    '<rootDir>/web',
  ],
};
