"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.testEnv = testEnv;
function testEnv() {
    const { LUMINA_TEST_RUN, DATABASE_URL, REDIS_URL, KEY_PREFIX, MEILI_URL, MEILI_MASTER_KEY } = process.env;
    if (!LUMINA_TEST_RUN || !DATABASE_URL || !REDIS_URL || !KEY_PREFIX || !MEILI_URL) {
        throw new Error('Integration tests need the environment the test runner prepares: run `npm test` or `npm run test:unit -- <pattern>`');
    }
    return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, keyPrefix: KEY_PREFIX, meiliUrl: MEILI_URL, meiliKey: MEILI_MASTER_KEY };
}
//# sourceMappingURL=test-env.js.map