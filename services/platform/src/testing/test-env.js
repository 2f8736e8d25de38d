"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.testEnv = testEnv;
exports.suitePrefix = suitePrefix;
exports.serviceTestVariables = serviceTestVariables;
exports.newSessionId = newSessionId;
const node_crypto_1 = require("node:crypto");
function testEnv() {
    const { LUMINA_TEST_RUN, DATABASE_URL, REDIS_URL, KEY_PREFIX, MEILI_URL, MEILI_MASTER_KEY } = process.env;
    if (!LUMINA_TEST_RUN || !DATABASE_URL || !REDIS_URL || !KEY_PREFIX || !MEILI_URL) {
        throw new Error('Integration tests need the environment the test runner prepares: run `npm test` or `npm run test:unit -- <pattern>`');
    }
    return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, keyPrefix: KEY_PREFIX, meiliUrl: MEILI_URL, meiliKey: MEILI_MASTER_KEY };
}
/** A key prefix of the suite's own under the run's, so suites sharing the run's data never meet. */
function suitePrefix(name) {
    return `${testEnv().keyPrefix}-${name}-${(0, node_crypto_1.randomBytes)(3).toString('hex')}`;
}
/**
 * The variables a service's env schema reads, for a service under test: the run's database and
 * Redis, the suite's key prefix, migrations run at start-up; `overrides` win.
 */
function serviceTestVariables(keyPrefix, overrides = {}) {
    const env = testEnv();
    return {
        DATABASE_URL: env.databaseUrl,
        REDIS_URL: env.redisUrl,
        KEY_PREFIX: keyPrefix,
        LOG_LEVEL: 'warn',
        MIGRATIONS_RUN: 'true',
        ...overrides,
    };
}
let sessionCounter = 0;
/** A fresh client-style session id per test, so suites sharing the database never meet. */
function newSessionId() {
    sessionCounter += 1;
    return `session_${Date.now()}_${(0, node_crypto_1.randomBytes)(4).toString('hex')}${sessionCounter}`;
}
//# sourceMappingURL=test-env.js.map