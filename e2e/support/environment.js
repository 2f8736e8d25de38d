// The journeys' Jest environment: Node's, plus what the browser showed when a test failed
// (support/diagnostics.ts), written into the failure itself so CI's log carries it. The error comes
// from the test's own realm, so it is checked by shape, not instanceof.
const { TestEnvironment } = require('jest-environment-node');

const DESCRIBE_WITHIN_MS = 5000;

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    const describe = this.global.__luminaDescribePages;
    if (typeof describe !== 'function' || typeof event.error !== 'object' || event.error === null) return;
    const shown = await Promise.race([describe(), new Promise((resolve) => setTimeout(() => resolve('(the browser did not answer)'), DESCRIBE_WITHIN_MS))]);
    if (!shown) return;
    const before = String(event.error.message ?? '');
    const after = `${before}\n\nWhat the browser showed:\n${shown}`;
    event.error.message = after;
    if (typeof event.error.stack === 'string') event.error.stack = event.error.stack.replace(before, after);
  }
}

module.exports = JourneyEnvironment;
