// A journey that fails is run once more, its first failure printed in full (with what the browser
// showed, support/diagnostics.ts) and its name listed as flaky by the test runner's summary. A
// journey drives six processes, Chromium and Meilisearch on two cores; one that fails twice is a
// failure. One that fails once is a defect to chase from its printed diagnosis, not a reason to
// throw away a whole CI run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
