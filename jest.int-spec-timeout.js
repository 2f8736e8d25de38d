// Integration suites start real services, each compiling its module graph and connecting to
// PostgreSQL, Redis and Meilisearch while nine other projects run beside it: on a busy 2-core
// machine a hook takes seconds (a BFF's beforeAll was seen at over 5 s in CI). Unit specs keep
// Jest's 5 s, so a hung unit test still fails fast. testTimeout is global-only in a multi-project
// run, hence a setup file.
if (expect.getState().testPath?.endsWith('.int-spec.ts')) jest.setTimeout(30_000);
