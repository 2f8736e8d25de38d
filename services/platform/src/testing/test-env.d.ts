/** What the test runner (infra/local/test-run.ts) prepared for this run: its own database, key prefix and index prefix. */
export interface TestEnv {
    databaseUrl: string;
    redisUrl: string;
    keyPrefix: string;
    meiliUrl: string;
    meiliKey?: string;
}
export declare function testEnv(): TestEnv;
/** A key prefix of the suite's own under the run's, so suites sharing the run's data never meet. */
export declare function suitePrefix(name: string): string;
/**
 * The variables a service's env schema reads, for a service under test: the run's database and
 * Redis, the suite's key prefix, migrations run at start-up; `overrides` win.
 */
export declare function serviceTestVariables(keyPrefix: string, overrides?: Record<string, string>): Record<string, string>;
/** A fresh client-style session id per test, so suites sharing the database never meet. */
export declare function newSessionId(): string;
//# sourceMappingURL=test-env.d.ts.map