"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startServiceForTest = startServiceForTest;
const core_1 = require("@nestjs/core");
const messaging_1 = require("../messaging");
const rpc_client_1 = require("../rpc/rpc-client");
const rpc_wire_exception_filter_1 = require("../messaging/rpc-wire-exception.filter");
const test_env_1 = require("./test-env");
/**
 * Runs a service module on the real transport, database and Redis of the test run, and gives a
 * client that calls it exactly as the BFF does.
 */
async function startServiceForTest(service, module, options = {}) {
    const env = (0, test_env_1.testEnv)();
    const prefix = options.keyPrefix ?? env.keyPrefix;
    const app = await core_1.NestFactory.createMicroservice(module, {
        strategy: new messaging_1.RedisStreamsServer({ url: env.redisUrl, prefix, service, claimIdleMs: options.claimIdleMs }),
        logger: ['error', 'warn'],
    });
    app.useGlobalFilters(new rpc_wire_exception_filter_1.RpcWireExceptionFilter());
    await app.listen();
    const client = new messaging_1.RedisStreamsClient({ url: env.redisUrl, prefix, requestTimeoutMs: options.requestTimeoutMs ?? 5000 });
    await client.connect();
    const rpc = new rpc_client_1.RpcClient(client);
    return {
        app,
        rpc,
        async close() {
            await client.close();
            await app.close();
        },
    };
}
//# sourceMappingURL=service-harness.js.map