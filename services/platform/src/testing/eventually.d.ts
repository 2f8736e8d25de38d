/**
 * Reads every 50 ms until `done` accepts the value, for state another process settles in its own
 * time (a job, an event, an index). Returns the last value read, accepted or not after
 * `timeoutMs`: the caller's assertion on it says what was missing.
 */
export declare function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs?: number): Promise<T>;
//# sourceMappingURL=eventually.d.ts.map