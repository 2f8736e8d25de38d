/** What the test runner (infra/local/test-run.ts) prepared for this run: its own database, key prefix and index prefix. */
export interface TestEnv {
    databaseUrl: string;
    redisUrl: string;
    keyPrefix: string;
    meiliUrl: string;
    meiliKey?: string;
}
export declare function testEnv(): TestEnv;
//# sourceMappingURL=test-env.d.ts.map