"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.eventually = eventually;
/**
 * Reads every 50 ms until `done` accepts the value, for state another process settles in its own
 * time (a job, an event, an index). Returns the last value read, accepted or not after
 * `timeoutMs`: the caller's assertion on it says what was missing.
 */
async function eventually(read, done, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await read();
        if (done(value) || Date.now() > deadline)
            return value;
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
}
//# sourceMappingURL=eventually.js.map