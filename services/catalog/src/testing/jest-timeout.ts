// Hooks and tests of catalog's suites may take this long (see jest.config.js).
jest.setTimeout(30_000);
